import { describe, expect, it } from 'vitest';
import { moduleFactories, nextClientModuleIds, reactDomModuleId } from '@/scripts/postbuild/framework-modules';

// A Turbopack chunk as the production build writes it: module ids, each before its factory.
const chunk = (...modules: string[]) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${modules.join(',')}]);`;

// The shape of Next.js 16's client: an entry that requires its globals and, in a callback,
// the hydrate module, whose top requires the router and React DOM and whose body reads the payload.
const entry =
  '94553,(e,t,n)=>{e.r(23755);let r=e.r(96517);e.r(97238),window.next.turbopack=!0;let l=e.r(5526);(0,r.appBootstrap)(()=>{let{hydrate:t}=e.r(98569);t(l)})}';
const hydrate =
  '98569,(e,t,n)=>{let r;e.i(47167),Object.defineProperty(n,"hydrate",{enumerable:!0,get:function(){return U}});let i=e.r(55682),s=i._(e.r(88014));e.r(23911);let y=e.r(75530),P=document;function L(e){return e.r(99999)}let R=self.__next_f;async function U(e){s.default.hydrateRoot(P,e)}}';
const reactDom =
  '46480,(e,t,n)=>{var r=e.i(47167);n.createRoot=function(e){return e},n.hydrateRoot=function(e,t,n){return t}}';
const other = (id: number) => `${id},(q,t,n)=>{n.x=q.r(1)}`;

describe("postbuild: the framework's modules in a page's chunks", () => {
  it('reads every factory of every chunk, with the name its require goes by', () => {
    const factories = moduleFactories([chunk(other(23755), entry), chunk(other(5526))]);
    expect([...factories.keys()]).toEqual([23755, 94553, 5526]);
    expect(factories.get(23755)).toEqual({ source: ',23755,(q,t,n)=>{n.x=q.r(1)}', require: 'q' });
    expect(factories.get(94553)!.require).toBe('e');
    expect(factories.get(5526)!.source).toBe(',5526,(q,t,n)=>{n.x=q.r(1)}]);');
  });

  it("finds React DOM's client as the module that defines hydrateRoot, not one that calls it", () => {
    expect(reactDomModuleId(moduleFactories([chunk(entry, hydrate), chunk(other(7), reactDom, other(8))]))).toBe(46480);
    expect(reactDomModuleId(moduleFactories([chunk('22,(e,t,r)=>{r.hydrateRoot=function(){}}')]))).toBe(22);
    expect(reactDomModuleId(moduleFactories([chunk(hydrate, other(7))]))).toBeUndefined();
  });

  it("lists the Next.js client's modules in the entry's order: its requires, then the hydrate module's top ones", () => {
    const factories = moduleFactories([chunk(other(23755), entry, reactDom), chunk(hydrate, other(75530))]);
    // Not the hydrate module itself (its body reads the payload), nor what its functions require.
    expect(nextClientModuleIds(factories, 94553)).toEqual([23755, 96517, 97238, 5526, 55682, 88014, 23911, 75530]);
  });

  it('lists none when the entry does not require a hydrate module, or is not in the chunks', () => {
    expect(nextClientModuleIds(moduleFactories([chunk(entry, reactDom)]), 94553)).toEqual([]);
    expect(nextClientModuleIds(moduleFactories([chunk(hydrate, other(1))]), 94553)).toEqual([]);
    const otherEntry = '5,(e,t,n)=>{e.r(23755)}';
    expect(nextClientModuleIds(moduleFactories([chunk(otherEntry, hydrate)]), 5)).toEqual([]);
  });
});
