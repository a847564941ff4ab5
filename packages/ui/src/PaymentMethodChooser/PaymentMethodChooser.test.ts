import { describe, expect, it } from 'vitest';
import { savedCardChoice, savedCardIdOf } from './PaymentMethodChooser';

describe('savedCardChoice and savedCardIdOf', () => {
  it('should turn a saved card id into a choice and back', () => {
    expect(savedCardChoice('pi-1')).toBe('saved:pi-1');
    expect(savedCardIdOf(savedCardChoice('8d3f…:x'))).toBe('8d3f…:x');
  });

  it.each(['new', 'request', null, undefined] as const)('should find no saved card in %s', (choice) => {
    expect(savedCardIdOf(choice)).toBeUndefined();
  });
});
