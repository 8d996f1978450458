import { excerpt, plainLine, plainText } from './text';

describe('excerpt', () => {
  it('keeps a short text whole, with its spaces tidied', () => {
    expect(excerpt('  Learn   React\nfast. ', 40)).toBe('Learn React fast.');
  });

  it('cuts a long text at a word boundary and ends it with an ellipsis', () => {
    const text =
      'Landing your first role as a MERN stack developer takes more than tutorials, it takes projects.';
    const result = excerpt(text, 60);
    expect(result).toBe('Landing your first role as a MERN stack developer takes…');
    expect(result.length).toBeLessThanOrEqual(60);
  });

  it('drops punctuation left before the ellipsis', () => {
    expect(excerpt('One, two, three, four, five, six', 17)).toBe('One, two, three…');
  });

  it('cuts a single long word where it must', () => {
    expect(excerpt('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('plainText: what a stranger typed, as text that shows as itself', () => {
  it('removes every default-ignorable code point by its Unicode property, not from a list', () => {
    // Each survived the earlier hand list: variation selectors after a letter, a Mongolian free variation
    // selector, a shorthand format control, a musical beam control, an ideographic variation selector.
    for (const hidden of ['\ufe00', '\ufe0f', '\u180b', '\u{1bca1}', '\u{1d173}', '\u{e0100}', '\u{e01ef}']) {
      expect([hidden.codePointAt(0)!.toString(16), plainText(`Asha${hidden} Rao`)]).toEqual([
        hidden.codePointAt(0)!.toString(16),
        'Asha Rao',
      ]);
    }
    // Unassigned default-ignorables too (U+E0FFF), and format characters that are not default-ignorable
    // but invisible all the same (interlinear annotation, Egyptian format controls).
    expect(plainText('A\u{e0fff}\ufff9\ufffb\u{13430}B')).toBe('AB');
  });

  it('removes the Braille blank, which is invisible but not default-ignorable', () => {
    expect(plainText('Asha\u2800\u2800\u2800Rao')).toBe('AshaRao');
    // Braille itself is kept.
    expect(plainText('⠁⠃⠉')).toBe('⠁⠃⠉');
  });

  it('still removes controls, direction marks, overrides and isolates, zero-width and tag characters', () => {
    expect(
      plainText(
        'a\u0000\u0007\u001b\u009b\u200b\u200e\u200f\u202a\u202e\u2066\u2069\u061c\ufeff\u00ad\u{e0041}b',
      ),
    ).toBe('ab');
  });

  it('keeps what text needs: joiners inside Indic words and emoji, one emoji presentation selector', () => {
    const kept = [
      'क्\u200dष', // Devanagari half form
      'ಕನ್ನಡ', // Kannada
      'শ্\u200cর', // Bengali, a non-joiner between letters
      '👩\u200d💻', // an emoji ZWJ sequence
      '👩🏽\u200d💻', // with a skin tone
      '❤\ufe0f', // emoji presentation
      '1\ufe0f\u20e3', // keycap one
      '👁\ufe0f\u200d🗨\ufe0f', // eye in speech bubble
      '🏳\ufe0f\u200d🌈', // rainbow flag
    ];
    for (const text of kept) expect(plainText(text)).toBe(text);
    // A joiner that joins nothing goes.
    expect(plainText('Asha\u200d \u200cRao\u200d')).toBe('Asha Rao');
  });

  it('keeps one variation selector where it chooses a presentation, never a row of them (hidden data)', () => {
    const smuggled = `😀${'\ufe0e\ufe0f\u{e0100}\u{e0142}'.repeat(20)}`;
    expect(plainText(smuggled)).toBe('😀\ufe0e');
    expect(plainText('❤\ufe0f\ufe0f')).toBe('❤\ufe0f');
  });
});

describe('plainLine: one line', () => {
  it('folds line breaks and tabs, with the spaces around them, into one space: nothing typed is lost', () => {
    expect(plainLine('Asha\n\nOpen the lead: http://evil.example/x')).toBe(
      'Asha Open the lead: http://evil.example/x',
    );
    expect(plainLine('Asha\r\nRao\u2028Pune\u2029India\u0085x\ty\u000b\u000cz')).toBe(
      'Asha Rao Pune India x y z',
    );
    // Spaces that are not around a break stay as typed.
    expect(plainLine('A  B')).toBe('A  B');
  });

  it('takes a long run of spaces in time that grows with its length only', () => {
    const long = `${' '.repeat(200_000)}x`;
    expect(plainLine(long)).toBe(long);
  });
});
