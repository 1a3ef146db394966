import { describe, expect, it } from 'vitest';
import { withSuspenseBoundariesInline } from '@/scripts/postbuild/suspense-boundaries-inline';

// The shape React's server renderer writes for boundaries that completed after the shell.
const RUNTIME = '$RB=[];$RV=function(a){$RT=performance.now();for(var b=0;b<a.length;b+=2){}};$RC=function(b,c){}';
const placeholder = (id: number) => `<!--$?--><template id="B:${id}"></template><!--/$-->`;
const segment = (id: number, html: string) => `<div hidden id="S:${id}">${html}</div>`;
const streamed =
  '<html><head></head><body><!--$--><header>Header</header><!--/$-->' +
  placeholder(0) +
  placeholder(1) +
  '<section>Consent</section>' +
  segment(0, '<main><div class="page"><p>Content</p><!--$--><!--/$--></div></main>') +
  `<script>${RUNTIME};$RC("B:0","S:0")</script>` +
  segment(1, '<footer><div><div>Footer</div></div></footer>') +
  '<script>$RC("B:1","S:1")</script>' +
  '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

describe('postbuild: Suspense boundaries inline', () => {
  it('writes each streamed boundary in place as a completed one and drops the reveal scripts', () => {
    expect(withSuspenseBoundariesInline(streamed)).toBe(
      '<html><head></head><body><!--$--><header>Header</header><!--/$-->' +
        '<!--$--><main><div class="page"><p>Content</p><!--$--><!--/$--></div></main><!--/$-->' +
        '<!--$--><footer><div><div>Footer</div></div></footer><!--/$-->' +
        '<section>Consent</section>' +
        '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
    );
  });

  it('moves a boundary nested in another one', () => {
    const nested =
      '<body>' +
      placeholder(0) +
      segment(0, `<main>${placeholder(1)}</main>`) +
      `<script>${RUNTIME};$RC("B:0","S:0")</script>` +
      segment(1, '<p>Inner</p>') +
      '<script>$RC("B:1","S:1")</script></body>';
    expect(withSuspenseBoundariesInline(nested)).toBe(
      '<body><!--$--><main><!--$--><p>Inner</p><!--/$--></main><!--/$--></body>',
    );
  });

  it('leaves a page without streamed boundaries as it is', () => {
    const page = '<html><body><!--$--><p>Done</p><!--/$--><script>self.x=1</script></body></html>';
    expect(withSuspenseBoundariesInline(page)).toBe(page);
  });

  it('fails the build, naming the page, on a reveal it does not know or a boundary it cannot find', () => {
    const clientRendered = `<body>${placeholder(0)}<script>$RX("B:0","digest")</script></body>`;
    expect(() => withSuspenseBoundariesInline(clientRendered, 'cart/index.html')).toThrow(
      /cart\/index\.html: a streamed Suspense boundary is left/,
    );
    const unknown = `<body>${placeholder(0)}${segment(0, 'x')}<script>$RC("B:0","S:0");$RS("S:1","P:1")</script></body>`;
    expect(() => withSuspenseBoundariesInline(unknown, 'index.html')).toThrow(/index\.html: a React reveal script/);
    const lost = `<body>${segment(0, 'x')}<script>$RC("B:0","S:0")</script></body>`;
    expect(() => withSuspenseBoundariesInline(lost, 'index.html')).toThrow(/placeholder of Suspense boundary 0/);
  });
});
