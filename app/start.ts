import { createCsrfMiddleware, createStart } from '@tanstack/react-start'

/**
 * Defining a Start instance turns off Start's automatic CSRF protection, so it is added
 * back here for server functions (the enquiry form posts through one). Page requests are
 * plain navigations and are not checked.
 */
const csrf = createCsrfMiddleware({
  filter: ({ request }) => new URL(request.url).pathname.startsWith('/_serverFn/'),
})

export const startInstance = createStart(() => ({
  requestMiddleware: [csrf],
}))
