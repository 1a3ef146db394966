import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';

describe('the configuration', () => {
  it('listens on loopback unless FORMS_HOST says otherwise: a client reaching the port directly could set X-Forwarded-For', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ FORMS_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('refuses a port that is not one, naming the variable, instead of listening on a random port', () => {
    expect(readConfig({ FORMS_PORT: '8790' }).port).toBe(8790);
    for (const port of ['abc', '', '0', '70000', '87.5'])
      expect(() => readConfig({ FORMS_PORT: port }), port).toThrow(/^FORMS_PORT must be a port number from 1 to 65535/);
  });
});
