import { describe, expect, it } from 'vitest';
import { summarizePost } from './post-summary.ts';
import { normalizeAddress, refusalOf } from './refusal.ts';

describe('a blog post address', () => {
  it('takes a pasted address without a scheme as https and refuses what is not a web address', () => {
    expect(normalizeAddress('  example.com/blog/post ')).toBe('https://example.com/blog/post');
    expect(normalizeAddress('http://127.0.0.1:8123/post')).toBe('http://127.0.0.1:8123/post');
    expect(normalizeAddress('ftp://example.com/post')).toBeNull();
    expect(normalizeAddress('javascript:alert(1)')).toBeNull();
    expect(normalizeAddress('my blog')).toBeNull();
    expect(normalizeAddress('')).toBeNull();
  });

  it('sorts the server’s refusals into what a person can do about them', () => {
    expect(refusalOf('refused to fetch 10.0.0.1: the address is not public')).toBe('blocked');
    expect(refusalOf('refused to fetch intranet.example: it resolves to 192.168.1.2, which is not public')).toBe('blocked');
    expect(refusalOf('nonexistent.invalid could not be found')).toBe('unreachable');
    expect(refusalOf('example.com:81 refused the connection')).toBe('unreachable');
    expect(refusalOf('the page answered 404')).toBe('unreachable');
    expect(refusalOf('cannot read image/png pages')).toBe('notHtml');
    expect(refusalOf('the extraction thread stopped (exit code 1)')).toBe('unreadable');
  });
});

describe('the extracted post', () => {
  it('shows the title, the opening paragraphs, the headings without the title, and counts the images', () => {
    const summary = summarizePost({
      title: 'A year of cycling',
      source: { kind: 'url', name: 'https://example.com/post' },
      sections: [
        { heading: 'A year of cycling', level: 1, paragraphs: ['I sold the car.', ' '], tables: [], numbers: [] },
        { heading: 'Rain', level: 2, paragraphs: ['Mudguards help.', 'So do jackets.', 'And patience.'], tables: [], numbers: [] },
        { heading: 'Rain', level: 2, paragraphs: [], tables: [], numbers: [] },
      ],
      images: [{ src: '/a.png', alt: '' }, { src: '/b.png', alt: '' }],
    });
    expect(summary).toEqual({ title: 'A year of cycling', opening: ['I sold the car.', 'Mudguards help.', 'So do jackets.'], headings: ['Rain'], images: 2 });
  });

  it('reads a reference with no sections or images as an empty post', () => {
    expect(summarizePost({ title: ' ', source: { kind: 'url', name: 'x' }, sections: [] })).toEqual({ title: '', opening: [], headings: [], images: 0 });
  });
});
