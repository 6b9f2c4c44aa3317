// Text for URLs (src/model/text.ts).
import { encodeUriText } from '../../src/model/text';

describe('encodeUriText', () => {
  it('encodes as encodeURIComponent does, pairs and all', () => {
    for (const text of ['', 'a b&c=d', 'crème', '😀', '#?/%']) expect(encodeUriText(text)).toBe(encodeURIComponent(text));
  });

  it('encodes a surrogate without its pair as U+FFFD, wherever it stands', () => {
    expect(encodeUriText('\ud800')).toBe('%EF%BF%BD');
    expect(encodeUriText('a\udc00\ud83d\ude00\ud83d')).toBe('a%EF%BF%BD%F0%9F%98%80%EF%BF%BD');
  });
});
