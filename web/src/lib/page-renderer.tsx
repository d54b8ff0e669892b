/**
 * How to render one of the site's pages by its path, as the app's routes do: the app provides it
 * (app/App.tsx), for a part of the site that shows another page inside its own (the owner's
 * preview on /admin/site), which may not import the app.
 */
import { createContext, useContext, type ReactNode } from 'react';

export type PageRenderer = (path: string) => ReactNode;

const PageRendererContext = createContext<PageRenderer>(() => null);

export const PageRendererProvider = PageRendererContext.Provider;

export const usePageRenderer = (): PageRenderer => useContext(PageRendererContext);
