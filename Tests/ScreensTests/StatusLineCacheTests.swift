import SessionEngine
import Testing

@testable import Screens

/// The status line cache answers what `StatusLine.text` answers, whatever came before.
@Suite struct StatusLineCacheTests {
  /// Every combination of the facts the line depends on, at a few widths.
  static func everyInputs() -> [StatusLine.Inputs] {
    var all: [StatusLine.Inputs] = []
    for bits in 0..<128 {
      for width in [30, 60, 80, 100, 160] {
        var inputs = StatusLine.Inputs(
          content: nil, focusIsText: false, narrow: bits & 64 != 0, width: width)
        inputs.severalControls = bits & 1 != 0
        inputs.anyControl = bits & 2 != 0
        inputs.escapes = bits & 4 != 0
        inputs.hasList = bits & 8 != 0
        inputs.scrolls = bits & 16 != 0
        inputs.quits = bits & 32 != 0
        all.append(inputs)
      }
    }
    return all
  }

  @Test(arguments: Language.allCases)
  func cachedLinesEqualFreshOnes(language: Language) {
    let strings = StringTable(language: language)
    let all = Self.everyInputs()
    var cache = StatusLineCache()
    var generator = SystemRandomNumberGenerator()
    // In order, then at random with repeats (so that lines are both found and evicted).
    let order = all + (0..<2_000).map { _ in all.randomElement(using: &generator) ?? all[0] }
    for inputs in order + order.prefix(40) {
      #expect(
        cache.text(for: inputs, strings: strings) == StatusLine.text(for: inputs, strings: strings))
    }
  }
}
