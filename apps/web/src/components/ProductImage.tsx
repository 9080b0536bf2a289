import { Image } from 'antd';
import './product-image.css';

// Shown while a product has no picture (new listing, catalog not synced yet, image host unreachable).
const PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="6" fill="#f0f0f0"/><path d="M18 44l10-12 8 9 6-7 8 10z" fill="#bfbfbf"/><circle cx="24" cy="24" r="5" fill="#bfbfbf"/></svg>',
  );

const showPlaceholder = (event: { currentTarget: HTMLImageElement }) => {
  if (event.currentTarget.src !== PLACEHOLDER) event.currentTarget.src = PLACEHOLDER;
};

export function ProductImage({
  src,
  size,
  preview = false,
}: {
  src: string;
  size: number;
  preview?: boolean;
}) {
  return (
    <span className="tw-product-image" style={{ width: size, height: size }}>
      {preview ? (
        <Image
          src={src || PLACEHOLDER}
          fallback={PLACEHOLDER}
          width={size}
          height={size}
          alt=""
          loading="lazy"
        />
      ) : (
        // A plain picture in table rows: antd's Image costs a table of twenty products a few
        // milliseconds of the first screen for a preview those rows do not offer. Lazy: off-screen rows
        // fetch nothing, and React 19 does not hold a page's commit until every picture has decoded.
        <img
          src={src || PLACEHOLDER}
          width={size}
          height={size}
          alt=""
          loading="lazy"
          onError={showPlaceholder}
        />
      )}
    </span>
  );
}
