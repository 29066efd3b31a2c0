import { describe, expect, it } from 'vitest';
import { findVideoUrl, parseVideoUrl } from './video-url';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?feature=share&v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `  http://YouTube.com/watch?v=${ID}#comments  `,
  ])('embeds %s from youtube-nocookie', (url) => {
    expect(parseVideoUrl(url)).toEqual({
      provider: 'youtube',
      id: ID,
      embedUrl: `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`,
      watchUrl: `https://www.youtube.com/watch?v=${ID}`,
    });
  });

  it('keeps a YouTube start time', () => {
    expect(parseVideoUrl(`https://youtu.be/${ID}?t=1m30s`)?.embedUrl).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&start=90`,
    );
    expect(parseVideoUrl(`https://www.youtube.com/watch?v=${ID}&t=42`)?.watchUrl).toBe(
      `https://www.youtube.com/watch?v=${ID}&t=42s`,
    );
    expect(parseVideoUrl(`https://youtu.be/${ID}?t=soon`)?.embedUrl).not.toContain('start');
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1'],
    [
      'https://vimeo.com/76979871/8a2b3c4d5e',
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=8a2b3c4d5e',
    ],
    [
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    ],
    [
      'https://player.vimeo.com/video/76979871?h=8a2b3c4d5e',
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=8a2b3c4d5e',
    ],
  ])('embeds %s from player.vimeo with dnt=1', (url, embedUrl) => {
    const embed = parseVideoUrl(url);
    expect(embed?.provider).toBe('vimeo');
    expect(embed?.embedUrl).toBe(embedUrl);
    expect(embed?.watchUrl.startsWith('https://vimeo.com/76979871')).toBe(true);
  });

  it.each([
    '',
    'not a url',
    `javascript:alert(1)//https://youtu.be/${ID}`,
    `https://youtube.com@evil.example/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://evil.example/?u=https://youtu.be/${ID}`,
    `https://www.youtube.com/watch?v=short`,
    `https://www.youtube.com/watch?v=${ID}"onload="x`,
    `https://www.youtube.com/channel/${ID}`,
    `https://youtube-nocookie.com/watch?v=${ID}`,
    'https://vimeo.com/about',
    'https://player.vimeo.com/76979871',
    `ftp://youtu.be/${ID}`,
    `//youtu.be/${ID}`,
  ])('refuses %j', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });

  it('drops a Vimeo hash that is not one', () => {
    expect(parseVideoUrl('https://vimeo.com/76979871/<script>')?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    );
  });
});

describe('findVideoUrl', () => {
  it('finds the first video address among the lines, autolink brackets allowed', () => {
    expect(findVideoUrl(`Watch this:\n<https://youtu.be/${ID}>\nhttps://vimeo.com/1`)?.id).toBe(ID);
    expect(findVideoUrl('No video here')).toBeNull();
  });
});
