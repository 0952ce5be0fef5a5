import Screens
import TerminalUI

/// Rebuilds the screens of a `RasterRecording` one after another from its first screen and its
/// changes; going back (as a loop offset does once) starts again from the first.
struct RasterScreenCursor {
  private let recording: RasterRecording
  /// The index of the screen in `screen`.
  private(set) var index: Int
  /// The screen at `index`.
  private(set) var screen: CellBuffer

  /// A cursor on the first screen of `recording` (a blank one when nothing was recorded).
  init(_ recording: RasterRecording) {
    self.recording = recording
    index = 0
    screen = recording.first ?? CellBuffer(width: recording.width, height: recording.height)
  }

  /// The screen number `target` (clamped to those recorded).
  mutating func move(to target: Int) -> CellBuffer {
    let target = max(0, min(target, recording.frameCount - 1))
    if target < index {
      index = 0
      screen = recording.first ?? CellBuffer(width: recording.width, height: recording.height)
    }
    while index < target {
      let change = recording.changes[index]
      for row in change {
        var x = row.start
        for cell in row.cells {
          if !cell.isContinuation { screen.put(cell.text, x: x, y: row.y, style: cell.style) }
          x += 1
        }
      }
      screen.cursorPosition = recording.cursors[index]
      index += 1
    }
    return screen
  }
}
