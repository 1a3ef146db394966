import { describe, expect, it } from 'vitest';
import { reactDomModuleId } from '@/scripts/postbuild/react-dom-module';

// A Turbopack chunk as the production build writes it: module ids, each before its factory.
const chunk = (...modules: string[]) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${modules.join(',')}]);`;

describe("postbuild: React DOM's client module in a chunk", () => {
  it('is the module that defines hydrateRoot, not one that calls it', () => {
    const js = chunk(
      '66849,(e,t,n)=>{"trimStart"in String.prototype}',
      '98569,(e,t,n)=>{let r=e.r(46480);(0,r.hydrateRoot)(document,n)}',
      '46480,(e,t,n)=>{var r=e.i(47167);n.createRoot=function(e){return e},n.hydrateRoot=function(e,t,n){return t}}',
      '88014,(e,t,r)=>{r.x=1}',
    );
    expect(reactDomModuleId(js)).toBe(46480);
  });

  it('is the last module in the chunk too', () => {
    expect(reactDomModuleId(chunk('1,(e,t,n)=>{}', '22,(e,t,r)=>{r.hydrateRoot=function(){}}'))).toBe(22);
  });

  it('is not in a chunk without it', () => {
    expect(reactDomModuleId(chunk('1,(e,t,n)=>{(0,n.hydrateRoot)()}'))).toBeUndefined();
  });
});
