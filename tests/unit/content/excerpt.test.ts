import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, makeExcerpt, stripMarkup } from '#src/features/content/excerpt.ts';

describe('stripMarkup', () => {
  it('removes headings, bold and links but keeps their text', () => {
    const md = '# Title\n\n## Sub\n\nSome **bold** text and a [link](/events).\n\n### Small';
    expect(stripMarkup(md)).toBe('Title Sub Some bold text and a link. Small');
  });

  it('collapses whitespace and drops list markers', () => {
    expect(stripMarkup('- one\n- two\n\n1. three')).toBe('one two three');
  });
});

describe('makeExcerpt', () => {
  it('uses the given excerpt when present', () => {
    expect(makeExcerpt('Body text', '  Written excerpt ')).toBe('Written excerpt');
  });

  it('falls back to the stripped content cut at 150 characters plus an ellipsis', () => {
    const content = `## Heading\n\n**${'a'.repeat(100)}** ${'b'.repeat(100)}`;
    const result = makeExcerpt(content, '');
    expect(result.endsWith('...')).toBe(true);
    expect(result.length).toBe(EXCERPT_LENGTH + 3);
    expect(result.startsWith(`Heading ${'a'.repeat(100)} b`)).toBe(true);
    expect(result).not.toMatch(/[#*]/);
  });

  it('does not add an ellipsis to short content', () => {
    expect(makeExcerpt('Short **news**.', undefined)).toBe('Short news.');
  });
});
