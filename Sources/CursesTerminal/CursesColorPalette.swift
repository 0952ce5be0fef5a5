import CNcursesw
import Screens
import SessionEngine
import TerminalUI

/// Turns cell styles into curses attributes and colour pairs for one colour depth.
///
/// Direct-colour terminals get the RGB value as the colour number; terminals that can redefine
/// their palette get each new colour written into a free slot from 16 up (falling back to the
/// nearest fixed colour when slots run out); the others get the nearest palette entry. Pairs come
/// from ncurses' `alloc_pair`, which reuses existing ones.
final class CursesColorPalette {
  /// The colour depth styles are mapped for.
  let depth: ColorDepth
  /// Palette slots already redefined, with their colours (a few dozen at most; a list rather
  /// than a dictionary keeps the hashed-collection set-up out of the first frame).
  private var slots: [(color: RGBColor, slot: Int32)] = []
  /// The next palette slot free for redefinition.
  private var nextSlot: Int32 = 16

  /// The palette slots redefined so far, to be put back at exit.
  var redefinedSlots: [Int32] { slots.map(\.slot) }

  /// Creates a palette for `depth`; colours must already be started when it is not monochrome.
  init(depth: ColorDepth) {
    self.depth = depth
  }

  /// Sends every redefinition again (the slots were put back while mamsim was suspended).
  func redefineAgain() {
    for (rgb, slot) in slots {
      _ = mamsim_define_color(
        slot, Self.scale(rgb.red), Self.scale(rgb.green), Self.scale(rgb.blue))
    }
  }

  /// A colour channel (0...255) in curses' scale (0...1000).
  private static func scale(_ channel: UInt8) -> Int32 { Int32(channel) * 1000 / 255 }

  /// The attributes and the colour pair that draw `style`.
  func attributes(for style: CellStyle) -> (attributes: attr_t, pair: Int32) {
    let style = depth == .monochrome ? ColorMapper.monochrome(style) : style
    var attributes = mamsim_attr_normal()
    if style.bold { attributes |= mamsim_attr_bold() }
    if style.dim { attributes |= mamsim_attr_dim() }
    if style.underline { attributes |= mamsim_attr_underline() }
    if style.reverse { attributes |= mamsim_attr_reverse() }
    guard depth != .monochrome, style.foreground != .default || style.background != .default
    else { return (attributes, 0) }
    let pair = alloc_pair(colorNumber(style.foreground), colorNumber(style.background))
    return (attributes, max(0, pair))
  }

  /// The curses colour number that shows `color` (-1 for the terminal's own).
  private func colorNumber(_ color: TerminalColor) -> Int32 {
    guard case .rgb(let rgb) = color else { return -1 }
    switch depth {
    case .direct:
      let packed = Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue)
      // Numbers below 8 name the ANSI colours in direct-colour terminfo entries.
      return max(8, packed)
    case .paletteRedefinable(let colors):
      if let known = slots.first(where: { $0.color == rgb }) { return known.slot }
      if nextSlot < Int32(min(colors, 256)) {
        // Sent directly rather than with init_extended_color, so that endwin does not reset every
        // slot of the terminal's palette; CursesTerminal puts back exactly these slots.
        if mamsim_define_color(
          nextSlot, Self.scale(rgb.red), Self.scale(rgb.green), Self.scale(rgb.blue)) == 0
        {
          slots.append((rgb, nextSlot))
          nextSlot += 1
          return nextSlot - 1
        }
      }
      return Int32(colors >= 256 ? ColorMapper.nearest256(rgb) : ColorMapper.nearest16(rgb))
    case .palette256:
      return Int32(ColorMapper.nearest256(rgb))
    case .palette16:
      return Int32(ColorMapper.nearest16(rgb))
    case .palette8:
      return Int32(ColorMapper.nearest8(rgb))
    case .monochrome:
      return -1
    }
  }
}
