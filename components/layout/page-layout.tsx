import type { ReactNode } from 'react';
import type { LayoutName } from '@/lib/content';
import type { Crumb } from '@/lib/breadcrumbs';
import { Breadcrumb } from './breadcrumb';
import { BottomMenu } from './bottom-menu';

/**
 * The spec's four layouts. Header and footer come from the root layout; this decides the
 * breadcrumb, the width of the content and the help band.
 *  - default: breadcrumb, content container, help band
 *  - default-no-breadcrumb: the same without breadcrumb (home)
 *  - fluid: breadcrumb, full-width content for edge-to-edge blocks, help band
 *  - primary: breadcrumb and a narrow focused column (forms, cart, policies), no help band
 */
export function PageLayout({
  layout,
  path,
  parents,
  title,
  children,
}: {
  layout: LayoutName;
  path: string;
  parents?: Crumb[];
  /** The page's own breadcrumb label, for a page the app makes rather than content. */
  title?: string;
  children: ReactNode;
}) {
  const breadcrumb =
    layout === 'default-no-breadcrumb' ? null : <Breadcrumb path={path} parents={parents} title={title} />;
  const width =
    layout === 'fluid' ? 'container-fluid fluid-page' : layout === 'primary' ? 'container page-primary' : 'container';
  return (
    <>
      {breadcrumb}
      <div className={`page-main pb-5 ${width}`} data-layout={layout}>
        {children}
      </div>
      {layout === 'primary' ? null : <BottomMenu />}
    </>
  );
}

/** The page's h1 and lead, in a container (also inside fluid layouts). */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <h1>{title}</h1>
      {lead ? <p className="lead mb-0">{lead}</p> : null}
      {children}
    </header>
  );
}
