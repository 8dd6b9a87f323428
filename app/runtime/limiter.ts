/** Extra tasks wait in order; a failed task frees its slot like a finished one. */
export function createLimiter(limit: number) {
  let active = 0
  const queue: (() => void)[] = []
  const next = () => {
    if (active >= limit) return
    const start = queue.shift()
    if (start) start()
  }
  function run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push(() => {
        active++
        task()
          .then(resolve, reject)
          .finally(() => {
            active--
            next()
          })
      })
      next()
    })
  }
  return {
    run,
    get pending() {
      return active
    },
    get queued() {
      return queue.length
    },
  }
}
