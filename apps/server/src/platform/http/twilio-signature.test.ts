// Twilio's signature algorithm against the example requests Twilio publishes with its own helper libraries
// (twilio-ruby spec/util/request_validator_spec.rb), then the form parser.
import { describe, expect, it } from 'vitest';
import { isValidTwilioSignature, parseForm, twilioSignature } from './twilio-signature';

const TOKEN = '2bd9e9638872de601313dc77410d3b23';
const SMS_URL = 'http://twiliotests.heroku.com/validate/sms';
const SMS_PARAMS = {
  ToState: 'CA',
  FromState: 'CA',
  AccountSid: 'ACba8bc05eacf94afdae398e642c9cc32d',
  SmsMessageSid: 'SM2003cbd5e6a3701999aa3e5f20ff2787',
  Body: 'Orly',
  From: '+14159354345',
  FromCity: 'SAN FRANCISCO',
  SmsStatus: 'received',
  FromZip: '94107',
  FromCountry: 'US',
  To: '+14158141819',
  ToCity: 'SAN FRANCISCO',
  ToZip: '94105',
  ToCountry: 'US',
  ApiVersion: '2010-04-01',
  SmsSid: 'SM2003cbd5e6a3701999aa3e5f20ff2787',
};

describe('twilioSignature (published examples)', () => {
  it('signs Twilio’s example SMS request', () => {
    expect(twilioSignature(TOKEN, SMS_URL, SMS_PARAMS)).toBe('mxeiv65lEe0b8L6LdVw2jgJi8yw=');
    expect(isValidTwilioSignature(TOKEN, 'mxeiv65lEe0b8L6LdVw2jgJi8yw=', SMS_URL, SMS_PARAMS)).toBe(true);
  });

  it('signs Twilio’s example voice request (empty values included)', () => {
    const params = {
      ToState: 'California',
      CalledState: 'California',
      Direction: 'inbound',
      FromState: 'CA',
      AccountSid: 'ACba8bc05eacf94afdae398e642c9cc32d',
      Caller: '+14153595711',
      CallerZip: '94108',
      CallerCountry: 'US',
      From: '+14153595711',
      FromCity: 'SAN FRANCISCO',
      CallerCity: 'SAN FRANCISCO',
      To: '+14157669926',
      FromZip: '94108',
      FromCountry: 'US',
      ToCity: '',
      CallStatus: 'ringing',
      CalledCity: '',
      CallerState: 'CA',
      CalledZip: '',
      ToZip: '',
      ToCountry: 'US',
      CallSid: 'CA136d09cd59a3c0ec8dbff44da5c03f31',
      CalledCountry: 'US',
      Called: '+14157669926',
      ApiVersion: '2010-04-01',
      ApplicationSid: 'AP44efecad51364e80b133bb7c07eb8204',
    };
    expect(twilioSignature(TOKEN, 'http://twiliotests.heroku.com/validate/voice', params)).toBe('oVb2kXoVy8GEfwBDjR8bk/ZZ6eA=');
  });

  it('refuses a changed parameter, another URL, another token, and a missing signature', () => {
    const good = 'mxeiv65lEe0b8L6LdVw2jgJi8yw=';
    expect(isValidTwilioSignature(TOKEN, good, SMS_URL, { ...SMS_PARAMS, Body: 'Orly?' })).toBe(false);
    expect(isValidTwilioSignature(TOKEN, good, `${SMS_URL}?x=1`, SMS_PARAMS)).toBe(false);
    expect(isValidTwilioSignature('another-token', good, SMS_URL, SMS_PARAMS)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, undefined, SMS_URL, SMS_PARAMS)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, 'short', SMS_URL, SMS_PARAMS)).toBe(false);
  });
});

describe('parseForm', () => {
  it('keeps every value as sent, repeated names as lists, and __proto__ as a plain parameter', () => {
    const form = parseForm('Body=Hola+se%C3%B1or&To=%2B1787&Media=a&Media=b&__proto__=x');
    expect(form.Body).toBe('Hola señor');
    expect(form.To).toBe('+1787');
    expect(form.Media).toEqual(['a', 'b']);
    expect(Object.getOwnPropertyDescriptor(form, '__proto__')?.value).toBe('x');
    expect(Object.getPrototypeOf(form)).toBeNull();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
