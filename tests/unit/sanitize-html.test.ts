import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../src/server/lib/sanitize-html";

describe("sanitizeHtml", () => {
  it("keeps the formatting staff use", () => {
    const html =
      '<h2>Title</h2><p>Be part of the <strong>family</strong> &amp; <em>more</em>.</p><ul><li>One</li></ul><a href="/contact-us">Contact</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("removes scripts, styles and their content", () => {
    expect(sanitizeHtml("<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>")).toBe(
      "<p>a</p><p>b</p>",
    );
    expect(sanitizeHtml("<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok")).toBe("ok");
    expect(
      sanitizeHtml(
        '<iframe src="https://evil.example"></iframe><svg><script>alert(1)</script></svg>x',
      ),
    ).toBe("x");
  });

  it("removes event handlers and inline styles", () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)" style="color:red" class="x">hi</p><img src="/a.png" onerror="alert(1)" alt="A">',
    );
    expect(out).toBe('<p>hi</p><img src="/a.png" alt="A" />');
    expect(out).not.toMatch(/on\w+=/i);
  });

  it("drops javascript:, data: and vbscript: URLs however they are disguised", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "&#106;avascript:alert(1)",
      "&#x6A;avascript&colon;alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "vbscript:msgbox(1)",
      "//evil.example/x",
    ]) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(out, href).toBe("<a>x</a>");
    }
    for (const href of [
      "https://club.example/a?b=1",
      "mailto:media@club.example",
      "/news/read/1",
      "#top",
    ])
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe(`<a href="${href}">x</a>`);
  });

  it("adds rel=noopener to links opening a new tab and escapes stray markup", () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeHtml("1 < 2 and 3 > 2")).toBe("1 &lt; 2 and 3 &gt; 2");
    expect(sanitizeHtml('<p title="x">a"b</p>')).toBe('<p>a"b</p>');
  });

  it("balances tags and drops unknown ones but keeps their text", () => {
    expect(sanitizeHtml("<p><strong>bold<p>next")).toBe("<p><strong>bold<p>next</p></strong></p>");
    expect(sanitizeHtml("</div><marquee>text</marquee>")).toBe("text");
    expect(sanitizeHtml("<!-- secret --><p>x</p>")).toBe("<p>x</p>");
    expect(sanitizeHtml('<img src="x" alt="a" <script>')).not.toContain("<script");
  });

  it("never lets an attribute break out of its quotes", () => {
    const out = sanitizeHtml(`<img alt='"><script>alert(1)</script>' src="/a.png">`);
    expect(out).toBe('<img alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" src="/a.png" />');
  });
});
