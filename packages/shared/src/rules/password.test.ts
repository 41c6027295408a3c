// The shared password rules (issue 29): the web forms and the server refuse exactly these.
import { describe, expect, it } from 'vitest';
import { isRepeatedPassword, isSequentialPassword, PUBLISHED_DEMO_PASSWORD, passwordRulesIssue } from './password';

describe('repetitions', () => {
  it('refuses 6 of one character in a row, or fewer than 4 different characters', () => {
    for (const password of [
      'aaaaaaaaaaaa',
      'AAAAAAaaaaaa',
      'Garita-111111',
      'x-ZZZZZZ-Norte',
      'abababababab',
      'a1a1a1a1a1a1',
      'abcabcabcabc',
    ]) {
      expect(isRepeatedPassword(password), password).toBe(true);
    }
  });

  it('allows 5 in a row and 4 different characters', () => {
    for (const password of ['Garita-11111-Sol', 'abcdabcdabcd', 'Correct-Horse-9', 'aaaaa-bbbbb-c']) {
      expect(isRepeatedPassword(password), password).toBe(false);
    }
  });
});

describe('sequences', () => {
  it('refuses 6 in a row of the alphabet, the digits or a keyboard row, either way, any case', () => {
    for (const password of [
      'abcdefghijkl',
      'Torre-ABCDEF-7',
      'Garita-123456',
      'clave-654321!',
      'Qwerty-Norte-7',
      'zyxwvu-Torre-7',
      'mi-asdfgh-casa',
      'ZXCVBN-garita',
      'Torre-456789x',
    ]) {
      expect(isSequentialPassword(password), password).toBe(true);
    }
  });

  it('allows 5 in a row and sequences broken by other characters', () => {
    for (const password of ['Garita-12345-Sol', 'abcde-Torre-9', 'a1b2c3d4e5f6', '1q2w3e4r5t6y', 'Correct-Horse-9', 'Torre-Vigia-2026!']) {
      expect(isSequentialPassword(password), password).toBe(false);
    }
  });
});

describe('passwordRulesIssue', () => {
  const owner = { email: 'lucia.torres@alpha.test', name: 'Lucía', lastName: 'Torres', companyName: 'Vigilancia Boricua Security' };

  it("refuses the company's name, its spaces and accents ignored, and its distinctive words", () => {
    expect(passwordRulesIssue('VigilanciaBoricua2026', owner)).toBe('passwordContainsCompany');
    expect(passwordRulesIssue('vigilancia boricua security 7', owner)).toBe('passwordContainsCompany');
    expect(passwordRulesIssue('Boricua-de-noche-7', owner)).toBe('passwordContainsCompany');
    expect(passwordRulesIssue('Plaza-ÑAME-77', { companyName: 'Ñame Protección' })).toBe('passwordContainsCompany');
    // Words every company of the trade may have are not the company's name.
    expect(passwordRulesIssue('Seguridad-en-la-Torre-7', { companyName: 'Seguridad Alpha' })).toBeNull();
    expect(passwordRulesIssue('Vigilancia-Norte-77', owner)).toBeNull();
    // Without a company nothing is refused for it.
    expect(passwordRulesIssue('VigilanciaBoricua2026', { ...owner, companyName: null })).toBeNull();
  });

  it('refuses the published demo password, alone or inside another, any case', () => {
    expect(PUBLISHED_DEMO_PASSWORD).toBe('Centinela2026!');
    for (const password of ['Centinela2026!', 'centinela2026!', 'x-CENTINELA2026!-x']) {
      expect(passwordRulesIssue(password, {}), password).toBe('passwordDemo');
    }
    expect(passwordRulesIssue('Centinela2027!', {})).toBeNull();
  });

  it("reports the owner's email and name first, then the company, the demo password, a repetition, a sequence", () => {
    expect(passwordRulesIssue('lucia.torres-123456', owner)).toBe('passwordContainsEmail');
    expect(passwordRulesIssue('TORRES-aaaaaaaa', owner)).toBe('passwordContainsName');
    expect(passwordRulesIssue('aaaaaaaaaaaa', owner)).toBe('passwordRepeated');
    expect(passwordRulesIssue('Garita-123456', owner)).toBe('passwordSequential');
    expect(passwordRulesIssue('Garita-Norte-Luz-7', owner)).toBeNull();
  });
});
