import { EMBED_SIZES, embedSnippet } from './embed-snippet';

const src = 'https://groupmap.example/embed/garden';

describe('embedSnippet', () => {
  it('frames the embed address at each offered size', () => {
    expect(embedSnippet({ src, title: 'Garden', size: 'small' })).toBe(
      '<iframe src="https://groupmap.example/embed/garden" width="400" height="300" title="Garden" ' +
        'style="border:0" loading="lazy"></iframe>',
    );
    expect(embedSnippet({ src, title: 'Garden', size: 'medium' })).toContain('width="600" height="450"');
    expect(embedSnippet({ src, title: 'Garden', size: 'large' })).toContain('width="800" height="600"');
  });

  it('offers the spec sizes', () => {
    expect(EMBED_SIZES).toEqual({
      small: { width: 400, height: 300 },
      medium: { width: 600, height: 450 },
      large: { width: 800, height: 600 },
    });
  });

  it('escapes a name that would break out of the title attribute', () => {
    const snippet = embedSnippet({ src, title: `"><script>alert('x')</script> & co`, size: 'small' });
    expect(snippet).toContain('title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co"');
    expect(snippet).not.toContain('<script>');
    expect(snippet.match(/"/g)).toHaveLength(12);
  });
});
