import Testing

@testable import TerminalUI

@Suite struct TerminalColorMapperTests {
  static let red = RGBColor(red: 255, green: 0, blue: 0)
  static let white = RGBColor(red: 255, green: 255, blue: 255)
  static let black = RGBColor(red: 0, green: 0, blue: 0)
  static let gray = RGBColor(red: 128, green: 128, blue: 128)
  static let intuneBlue = RGBColor(red: 0, green: 120, blue: 212)

  @Test func paletteValues() {
    #expect(ColorMapper.paletteColor(196) == Self.red)
    #expect(ColorMapper.paletteColor(231) == Self.white)
    #expect(ColorMapper.paletteColor(16) == Self.black)
    #expect(ColorMapper.paletteColor(244) == Self.gray)
    #expect(ColorMapper.paletteColor(232) == RGBColor(red: 8, green: 8, blue: 8))
    #expect(ColorMapper.paletteColor(255) == RGBColor(red: 238, green: 238, blue: 238))
    #expect(ColorMapper.paletteColor(9) == Self.red)
  }

  @Test func nearest256() {
    #expect(ColorMapper.nearest256(Self.red) == 196)
    #expect(ColorMapper.nearest256(Self.white) == 231)
    #expect(ColorMapper.nearest256(Self.black) == 16)
    #expect(ColorMapper.nearest256(Self.gray) == 244)
    #expect(ColorMapper.nearest256(RGBColor(red: 0, green: 255, blue: 0)) == 46)
    #expect(ColorMapper.nearest256(RGBColor(red: 0, green: 0, blue: 255)) == 21)
    #expect(ColorMapper.nearest256(RGBColor(red: 40, green: 40, blue: 40)) == 235)
    // #0078D4 sits between cube levels: 0, 135 and 215 are the nearest.
    #expect(ColorMapper.nearest256(Self.intuneBlue) == 16 + 6 * 2 + 4)
  }

  @Test func nearest256NeverPicksTheUserThemableColors() {
    for value in stride(from: 0, through: 255, by: 17) {
      let color = RGBColor(red: UInt8(value), green: UInt8(255 - value), blue: UInt8(value / 2))
      #expect(ColorMapper.nearest256(color) >= 16)
    }
  }

  @Test func nearest16() {
    #expect(ColorMapper.nearest16(Self.red) == 9)
    #expect(ColorMapper.nearest16(Self.white) == 15)
    #expect(ColorMapper.nearest16(Self.black) == 0)
    #expect(ColorMapper.nearest16(Self.gray) == 8)
    #expect(ColorMapper.nearest16(RGBColor(red: 200, green: 0, blue: 0)) == 1)
    #expect(ColorMapper.nearest16(Self.intuneBlue) == 12)  // bright blue (92,92,255)
  }

  @Test func nearest8() {
    #expect(ColorMapper.nearest8(Self.red) == 1)
    #expect(ColorMapper.nearest8(Self.white) == 7)
    #expect(ColorMapper.nearest8(Self.black) == 0)
    #expect(ColorMapper.nearest8(RGBColor(red: 255, green: 255, blue: 0)) == 3)
    // Hue 206°: nearer cyan (180°) than blue (240°).
    #expect(ColorMapper.nearest8(Self.intuneBlue) == 6)
    #expect(ColorMapper.nearest8(RGBColor(red: 0, green: 0, blue: 200)) == 4)
  }

  @Test func monochromeTurnsAccentBackgroundsIntoReverse() {
    let button = CellStyle(foreground: .rgb(Self.white), background: .rgb(Self.intuneBlue))
    #expect(ColorMapper.monochrome(button) == CellStyle(reverse: true))
    let selected = CellStyle(background: .rgb(Self.gray))
    #expect(ColorMapper.monochrome(selected).reverse)
  }

  @Test func monochromeDropsPlainBackgroundsAndBoldsColouredText() {
    let page = CellStyle(foreground: .rgb(Self.black), background: .rgb(Self.white))
    #expect(ColorMapper.monochrome(page) == .plain)
    let dark = CellStyle(
      foreground: .rgb(Self.white), background: .rgb(Self.black), underline: true)
    #expect(ColorMapper.monochrome(dark) == CellStyle(underline: true))
    let link = CellStyle(foreground: .rgb(Self.intuneBlue))
    #expect(ColorMapper.monochrome(link) == CellStyle(bold: true))
    #expect(ColorMapper.monochrome(CellStyle(dim: true)) == CellStyle(dim: true))
  }
}
