import Screens
import TerminalUI
import Testing

@testable import Replay

/// The recorder does not encode a cast frame equal to the last one; the cast is the one an
/// encoder fed every frame gives.
@Suite struct CastFrameSkipTests {
  @Test func aCastSkippingRepeatedFramesEqualsOneEncodingEveryFrame() {
    var frames: [CellBuffer] = []
    var screen = CellBuffer(width: 12, height: 3)
    frames.append(screen)
    frames.append(screen)  // the same again
    screen.put("Sign in", x: 0, y: 0)
    frames.append(screen)
    frames.append(screen)
    screen.cursorPosition = CursorPosition(x: 3, y: 1)
    frames.append(screen)  // only the cursor moved
    frames.append(screen)
    var composed = screen
    composed.put("e\u{301}", x: 0, y: 2)
    var precomposed = screen
    precomposed.put("é", x: 0, y: 2)
    frames.append(composed)
    frames.append(precomposed)  // other bytes, the same text
    screen.cursorPosition = nil
    frames.append(screen)
    frames.append(screen)
    frames.append(CellBuffer(width: 10, height: 3))  // another size
    frames.append(CellBuffer(width: 10, height: 3))

    var recorder = TapeRecorder(
      outputs: [.cast("a.cast")], width: 12, height: 3, title: "t",
      scrubber: ScreenScrubber(values: []))
    var plain = AsciicastWriter(width: 12, height: 3, title: "t")
    var encoder = AnsiFrameEncoder(colorDepth: .palette256)
    for (index, frame) in frames.enumerated() {
      recorder.frame(frame, at: .milliseconds(index * 10))
      plain.output(encoder.encode(frame), at: .milliseconds(index * 10))
    }
    #expect(recorder.contents(of: .cast("a.cast")) == plain.render())
    #expect(plain.render().split(separator: "\n").count > 4)
  }
}
