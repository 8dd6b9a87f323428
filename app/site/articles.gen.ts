// Made by build/route-modules.ts from the Markdown files in app/content/articles: do not edit.
// `npm run routes` rewrites it (the dev server and the build do too).
export const articleRows = {
  blogAngioplasty: { file: 'angioplasty', slug: 'what-you-need-to-know-about-angioplasty' },
  blogAttackVsFailure: { file: 'attack-vs-failure', slug: 'heart-attack-vs-heart-failure' },
  blogChestPain: { file: 'chest-pain', slug: 'different-causes-of-heart-or-chest-pain' },
  blogCloggedArteries: {
    file: 'clogged-arteries',
    slug: 'five-possible-signs-of-clogged-arteries',
  },
} as const
