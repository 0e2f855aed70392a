import { useEffect, useState } from 'preact/hooks';

export interface Route {
  /** First segment after `#/`: the view. */
  view: string;
  /** The rest of the path, decoded. */
  rest: string[];
  params: URLSearchParams;
}

function current(): Route {
  const hash = location.hash.replace(/^#\/?/, '');
  const [path = '', search = ''] = hash.split('?');
  const [view = '', ...rest] = path.split('/').filter(Boolean).map(decodeURIComponent);
  return { view, rest, params: new URLSearchParams(search) };
}

/** The dashboard's place is in the URL's hash, so that a view can be linked, reloaded and gone back to. */
export function useRoute(): Route {
  const [route, setRoute] = useState(current);
  useEffect(() => {
    const update = () => setRoute(current());
    addEventListener('hashchange', update);
    return () => removeEventListener('hashchange', update);
  }, []);
  return route;
}

export const href = (...segments: string[]): string => `#/${segments.map(encodeURIComponent).join('/')}`;
