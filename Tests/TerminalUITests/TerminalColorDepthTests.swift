import Testing

@testable import TerminalUI

@Suite struct TerminalColorDepthTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let environment: [String: String]
    let colors: Int
    let canChangeColor: Bool
    let hasRGBFlag: Bool
    let expected: ColorDepth
    var testDescription: String {
      "\(environment) colors=\(colors) ccc=\(canChangeColor) RGB=\(hasRGBFlag)"
    }
  }

  static let cases: [Case] = [
    Case(
      environment: ["NO_COLOR": "1"], colors: 256, canChangeColor: true, hasRGBFlag: true,
      expected: .monochrome),
    Case(
      environment: ["NO_COLOR": ""], colors: 256, canChangeColor: false, hasRGBFlag: false,
      expected: .palette256),
    Case(
      environment: [:], colors: 0x100_0000, canChangeColor: false, hasRGBFlag: true,
      expected: .direct),
    Case(
      environment: ["COLORTERM": "truecolor"], colors: 256, canChangeColor: true, hasRGBFlag: false,
      expected: .direct),
    Case(
      environment: ["COLORTERM": "24bit"], colors: 256, canChangeColor: false, hasRGBFlag: false,
      expected: .direct),
    Case(
      environment: ["COLORTERM": "truecolor"], colors: 16, canChangeColor: false, hasRGBFlag: false,
      expected: .palette16),
    Case(
      environment: [:], colors: 256, canChangeColor: true, hasRGBFlag: false,
      expected: .paletteRedefinable(colors: 256)),
    Case(
      environment: [:], colors: 256, canChangeColor: false, hasRGBFlag: false, expected: .palette256
    ),
    Case(
      environment: [:], colors: 88, canChangeColor: false, hasRGBFlag: false, expected: .palette16),
    Case(
      environment: [:], colors: 16, canChangeColor: false, hasRGBFlag: false, expected: .palette16),
    Case(environment: [:], colors: 8, canChangeColor: true, hasRGBFlag: false, expected: .palette8),
    Case(
      environment: [:], colors: 8, canChangeColor: false, hasRGBFlag: false, expected: .palette8),
    Case(
      environment: [:], colors: 2, canChangeColor: false, hasRGBFlag: false, expected: .monochrome),
    Case(
      environment: [:], colors: -1, canChangeColor: false, hasRGBFlag: false, expected: .monochrome),
  ]

  @Test(arguments: cases) func detect(_ testCase: Case) {
    let depth = ColorDepth.detect(
      environment: testCase.environment, colors: testCase.colors,
      canChangeColor: testCase.canChangeColor, hasRGBFlag: testCase.hasRGBFlag)
    #expect(depth == testCase.expected)
  }
}
