import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../../api/ad';
import { Picture } from '../../ui/light/Picture';
import { type BannerTarget, bannerTarget } from './banner-target';
import './banners.css';

const AUTOPLAY_MS = 4000;
/**
 * The pictures' intrinsic size for the browser to reserve their box with: 2:1, as `.banner-image`'s
 * aspect-ratio (home.css), which with `width: 100%; height: auto` keeps deciding the size on screen. The same
 * as the boot shell's banner (src/boot/shell.ts).
 */
const BANNER_WIDTH = 400;
const BANNER_HEIGHT = 200;

/**
 * The home banners: swiped sideways (scroll snap), turning by themselves every 4 s unless the customer is
 * touching, hovering or focusing them (or prefers reduced motion). A banner with a target is a button;
 * `onPrepare` hears of a tap or focus about to open one (to start loading what it opens).
 * Each image sits in a 2:1 box, so nothing below moves when it arrives. The first one is Home's largest
 * picture (its LCP element, drawn by the boot shell first): fetched at high priority and at once; the later
 * ones only as the carousel nears them (lazy), at low priority, decoded off the main thread.
 */
export function BannerCarousel({
  banners,
  onOpen,
  onPrepare,
}: {
  banners: Banner[];
  onOpen: (target: NonNullable<BannerTarget>) => void;
  onPrepare?: (target: NonNullable<BannerTarget>) => void;
}) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  const goTo = (next: number) => {
    const node = track.current;
    if (!node) return;
    node.scrollTo({ left: next * node.clientWidth, behavior: 'smooth' });
  };

  useEffect(() => {
    if (paused || banners.length < 2) return;
    if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      const node = track.current;
      if (!node || node.clientWidth === 0) return;
      const current = Math.round(node.scrollLeft / node.clientWidth);
      node.scrollTo({ left: ((current + 1) % banners.length) * node.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, banners.length]);

  if (banners.length === 0) return null;
  return (
    <section
      className="banners"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onPointerDown={() => setPaused(true)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        ref={track}
        className="banner-track"
        // a region scrolled sideways must be reachable by keyboard (arrow keys scroll it)
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region
        tabIndex={0}
        onScroll={(event) => {
          const node = event.currentTarget;
          if (node.clientWidth > 0) setIndex(Math.round(node.scrollLeft / node.clientWidth));
        }}
      >
        {banners.map((banner, i) => {
          const target = bannerTarget(banner.link);
          const image = [
            <Picture
              key="image"
              className="banner-image"
              src={banner.image}
              alt=""
              width={BANNER_WIDTH}
              height={BANNER_HEIGHT}
              priority={i === 0 ? 'lcp' : 'low'}
            />,
            banner.title ? (
              <span key="title" className="banner-title">
                {banner.title}
              </span>
            ) : null,
          ];
          const label = t('home.bannerOf', { n: i + 1, total: banners.length });
          // a caption takes a strip of the slide's 2:1 box under the picture instead of lying over its artwork
          const slideClass = banner.title ? 'banner banner-captioned' : 'banner';
          return target ? (
            <button
              key={banner.id}
              type="button"
              className={slideClass}
              aria-roledescription="slide"
              aria-label={banner.title ? `${banner.title} (${label})` : label}
              onPointerDown={() => onPrepare?.(target)}
              onFocus={() => onPrepare?.(target)}
              onClick={() => onOpen(target)}
            >
              {image}
            </button>
          ) : (
            <div key={banner.id} className={slideClass}>
              {image}
            </div>
          );
        })}
      </div>
      {banners.length > 1 && (
        <div className="banner-dots">
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              className={i === index ? 'banner-dot banner-dot-active' : 'banner-dot'}
              aria-label={t('home.showBanner', { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
