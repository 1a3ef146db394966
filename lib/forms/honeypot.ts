/** The field bots fill in and people never see; sent with the data, judged by the endpoint. */
export const HONEYPOT_FIELD = 'fax_number';
