/** Start's server routes whose answer is fixed per build, asked for once at start-up (ADR 0013). */
import { robotsPath, sitemapPath } from '../app/seo/sitemap.ts'

interface Answer {
  body: Uint8Array<ArrayBuffer>
  headers: [string, string][]
}

export type StartRoutes = Map<string, Answer>

export const startRoutePaths: readonly string[] = [sitemapPath, robotsPath]

export async function loadStartRoutes(
  startFetch: (request: Request) => Response | Promise<Response>,
): Promise<StartRoutes> {
  const routes: StartRoutes = new Map()
  for (const path of startRoutePaths) {
    const response = await startFetch(new Request(new URL(path, 'http://localhost')))
    if (response.status !== 200)
      throw new Error(`The server route ${path} answered ${response.status}, not 200`)
    routes.set(path, {
      body: new Uint8Array(await response.arrayBuffer()),
      headers: [...response.headers],
    })
  }
  return routes
}

export function startRouteResponse(
  routes: StartRoutes,
  request: Request,
  url: URL,
): Response | undefined {
  const answer = routes.get(url.pathname)
  if (!answer) return undefined
  return new Response(request.method === 'HEAD' ? null : answer.body, { headers: answer.headers })
}
