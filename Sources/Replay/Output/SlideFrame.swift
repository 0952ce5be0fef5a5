import Screens
import Strings
import TerminalUI

/// A recording's frame for a slide: the phone alone, centred on the app's background colour,
/// with no title, side panel or key hints, and optionally the scene's title and caption under it.
struct SlideFrame {
  /// The app's background colour, around the phone.
  var background: RGBColor
  /// The style of a scene's title.
  var titleStyle: CellStyle
  /// The style of a scene's caption.
  var captionStyle: CellStyle
  /// Whether the scene's title and caption are drawn under the phone.
  var captions: Bool

  /// Rows kept under the phone for captions: a gap, the title and the caption.
  static let captionRows = 3

  /// The slide of `screen` (the whole terminal as the front drew it) at the same size, captioned
  /// with `scene`; `screen` itself when it is too small to show the phone.
  func frame(of screen: CellBuffer, scene: TapeScene?) -> CellBuffer {
    guard let layout = Layout(size: screen.size) else { return screen }
    let phoneArea = layout.phoneFrame
    var phone = CellBuffer(
      size: TerminalSize(columns: phoneArea.width, rows: phoneArea.height))
    phone.paste(screen, x: -phoneArea.x, y: -phoneArea.y)
    let padding = CellStyle(foreground: .rgb(background), background: .rgb(background))
    var slide = CellBuffer(size: screen.size, style: padding)
    let below = captions ? Self.captionRows : 0
    let x = max(0, (screen.width - phoneArea.width) / 2)
    let y = max(0, (screen.height - below - phoneArea.height) / 2)
    slide.paste(phone, x: x, y: y)
    guard captions, let scene else { return slide }
    let top = y + phoneArea.height + 1
    centre(scene.title, row: top, style: titleStyle, in: &slide)
    if let caption = scene.caption {
      centre(caption, row: top + 1, style: captionStyle, in: &slide)
    }
    return slide
  }

  /// Writes `text` centred on `row`, a column clear of each edge; wider than that, it is
  /// shortened at a word boundary with an ellipsis, never cut inside a word.
  private func centre(_ text: String, row: Int, style: CellStyle, in slide: inout CellBuffer) {
    let text = TextWrap.shorten(text, width: max(1, slide.width - 2))
    let width = CharacterWidth.of(text: text)
    slide.put(text, x: max(0, (slide.width - width) / 2), y: row, style: style)
  }
}
