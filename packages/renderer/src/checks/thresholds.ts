/**
 * Where the deck checks draw their lines, and why there.
 *
 * Small text. The audiovisual trade's 8H rule (the back row sits at most eight screen heights
 * from the screen) asks for characters at least 1/50 of the screen's height: 13.5 px on a 675 px
 * slide. That is a capital's height, about 0.7 of the font size, so by the rule itself a font
 * under ≈ 19 px (≈ 14 pt in a PPTX, where 1 px = 0.75 pt) is already small from the back row —
 * and so are §9's own 18 px body text, 16 px table cells and 14 px captions and chart labels,
 * which are the design's choices and not the author's. The check flags what no design choice
 * explains: text under 12 px (9 pt), whose capitals are under 1/80 of the slide's height and
 * legible to about five screen heights. Nothing Folio draws by default is that small (its
 * smallest are 13 px diagram edge labels); text gets there when a custom theme sets it, or when a
 * shape label or diagram node shrinks to its 11 px floor to fit.
 */
export const MIN_READABLE_PX = 12;

/**
 * WCAG 2.x contrast (1.4.3): 4.5:1 for body text, 3:1 for large text, which is at least 18 pt
 * or 14 pt bold. Slide px are taken as CSS px (a 1200 px slide shown at its own size), where
 * 18 pt is 24 px and 14 pt is 18.67 px.
 */
export const CONTRAST_BODY = 4.5;
export const CONTRAST_LARGE = 3;
export const LARGE_TEXT_PX = 24;
export const LARGE_BOLD_TEXT_PX = 18.67;
export const BOLD_WEIGHT = 700;

/**
 * A picture counts as repeated when it is large: a logo or a small mark on every slide is a
 * design, the same large picture on two slides is a missed choice. Images: at least this share
 * of a slide's area. Icons: drawn larger than the 96 px an icon block asks for, i.e. given the
 * room to be the slide's picture rather than a mark beside its words.
 */
export const REPEATED_PICTURE_MIN_AREA = 0.05;
export const ICON_OWN_PX = 96;

/**
 * Where a glyph run's letters are, relative to its baseline and font size: from the top of a
 * capital to the foot of a descender, leaving the ascender space of tight display lines out.
 * A run is clipped or overlapping only when its letters, not its line box, leave their place.
 */
export const LETTERS_ABOVE_BASELINE = 0.7;
export const LETTERS_BELOW_BASELINE = 0.2;
/** px of spill forgiven: antialiasing, rounding of whole-pixel boxes. */
export const SPILL_TOLERANCE = 1;
