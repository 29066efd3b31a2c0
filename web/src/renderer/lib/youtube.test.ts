import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl } from './youtube';

describe('youtubeEmbedUrl', () => {
  it('embeds YouTube links through youtube-nocookie.com', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?t=10',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(youtubeEmbedUrl(link), link).toBe(
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
      );
    }
  });

  it('refuses anything that is not a YouTube video', () => {
    for (const link of [
      '',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      'javascript:alert(1)',
    ]) {
      expect(youtubeEmbedUrl(link), link).toBeNull();
    }
  });
});
