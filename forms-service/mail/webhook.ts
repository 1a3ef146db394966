import { createHmac } from 'node:crypto';

/**
 * Standard Webhooks signature headers: `v1,` and the base64 HMAC-SHA256 of
 * `${id}.${timestamp}.${body}`, keyed with the secret's bytes (base64 after `whsec_`).
 */
function webhookHeaders(secret: string, id: string, timestampS: number, body: string): Record<string, string> {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestampS}.${body}`).digest('base64');
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(timestampS),
    'webhook-signature': `v1,${signature}`,
  };
}

/** POSTs one signed event; anything but a 2xx answer within 10 s is a failure to retry. */
export async function postWebhook(url: string, secret: string, id: string, body: string, now: Date): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: webhookHeaders(secret, id, Math.floor(now.getTime() / 1000), body),
    body,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
