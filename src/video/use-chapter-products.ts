// The products of a video's chapters (docs/requirements.md §7.3): every chapter's product fetched when the player
// mounts, each once per page (rpc/video-product.ts keeps them). One that failed is asked again every
// VIDEO_CHAPTER_RETRY_MS while its chapter lasts, from when it begins, until it answers.
import { useEffect, useState } from 'react';
import { VIDEO_CHAPTER_RETRY_MS } from '../config/video';
import type { VideoProduct } from '../model/video';
import { fetchVideoProduct } from '../rpc/video-product';
import type { Chapter } from './core/options';

export type ChapterProducts = Readonly<Record<string, VideoProduct>>;

export function useChapterProducts(brandPrefix: string, chapters: readonly Chapter[], chapterIndex: number): ChapterProducts {
  const [products, setProducts] = useState<ChapterProducts>({});

  /** Asks for one product; keeps it while `isLive`. Resolves whether it came. */
  const ask = (id: string, isLive: () => boolean): Promise<boolean> =>
    fetchVideoProduct(brandPrefix, id).then((product) => {
      if (product && isLive()) setProducts((known) => ({ ...known, [id]: product }));
      return !!product;
    });

  useEffect(() => {
    let live = true;
    for (const id of new Set(chapters.flatMap((chapter) => (chapter.product ? [chapter.product.productId] : [])))) void ask(id, () => live);
    return () => {
      live = false;
    };
  }, [brandPrefix, chapters]);

  const currentId = chapters[chapterIndex]?.product?.productId;
  const missing = currentId !== undefined && !products[currentId];
  useEffect(() => {
    if (!missing || currentId === undefined) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // One request at a time: the next is asked VIDEO_CHAPTER_RETRY_MS after the last one failed, until one answers
    // or the chapter ends.
    const askLater = () => {
      retry = setTimeout(() => {
        void ask(currentId, () => live).then((came) => {
          if (!came && live) askLater();
        });
      }, VIDEO_CHAPTER_RETRY_MS);
    };
    askLater();
    return () => {
      live = false;
      clearTimeout(retry);
    };
  }, [brandPrefix, chapterIndex, currentId, missing]);

  return products;
}
