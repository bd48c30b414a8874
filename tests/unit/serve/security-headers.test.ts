import { describe, expect, it } from 'vitest';
import { mergeCsp, securityHeaders } from '#src/serve/security-headers.ts';

describe('mergeCsp', () => {
  it('adds only the baseline directives the page policy lacks', () => {
    const merged = mergeCsp("default-src 'self'; object-src 'none'; base-uri 'self'; script-src 'self' 'sha256-x';");
    expect(merged).toBe(
      "default-src 'self'; object-src 'none'; base-uri 'self'; script-src 'self' 'sha256-x'; frame-ancestors 'none'",
    );
    expect(merged.match(/object-src/g)).toHaveLength(1);
  });

  it('keeps a policy that already has every baseline directive', () => {
    const policy = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";
    expect(mergeCsp(policy)).toBe(policy);
  });
});

describe('securityHeaders', () => {
  it('sends HSTS only over https', () => {
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toMatch(/max-age=/);
    expect(securityHeaders({ https: false })['Strict-Transport-Security']).toBeUndefined();
  });
});
