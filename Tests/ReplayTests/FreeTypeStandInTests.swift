import CFreeTypeStandIns
import Foundation
import Testing

@testable import Replay

/// The static release build links stand-ins for the libpng and brotli functions FreeType calls
/// (Sources/CFreeTypeStandIns); other builds link the real libraries. Either way a font whose
/// glyph comes as PNG (a colour bitmap font) or a WOFF2 font is handled without a crash: drawn
/// by the real libraries, refused by the stand-ins, and then the glyph is a box.
///
/// `swift test` runs the debug build, so it checks the real-library side here; the stand-in side
/// is checked against Debian's libfreetype.a by `bench/freetype-stand-ins.sh`.
@Suite struct FreeTypeStandInTests {
  /// The fonts of `Tests/FontFixtures` (made by its make-fonts.py): U+4E2D is a 500 × 700 unit
  /// box outline in both, and a 20 × 20 PNG at 20 pixels in colour-bitmap.ttf.
  private static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("FontFixtures").appendingPathComponent(name).path
  }

  /// DejaVu Sans Mono with `fallback` as its only fallback, at 20 pixels.
  private static func font(fallback: String) throws -> RasterFont {
    let files = RasterFontFiles(
      regular: RasterFontFiles.standard.regular, bold: RasterFontFiles.standard.bold,
      fallbacks: [fallback])
    return try RasterFont.open(files: files, pixelSize: 20).get()
  }

  /// Whether `glyph` is the box drawn for a character no face has, over two cells of `font`.
  private static func isMissingBox(_ glyph: GlyphBitmap, of font: RasterFont) -> Bool {
    glyph.width == 2 * font.cellWidth - 4 && glyph.coverage.first == 255
      && glyph.coverage.last == 255
  }

  @Test func onlyTheStaticReleaseBuildLinksTheStandIns() {
    // Tests link the shared libfreetype with the real libpng and brotli; the stand-ins would
    // take their place in it if the release-only condition in Package.swift were lost.
    #expect(mamsim_freetype_stand_ins_linked() == 0)
  }

  @Test func aWOFF2FallbackIsDrawnWithBrotliOrSkipped() throws {
    let font = try Self.font(fallback: Self.fixture("outline.woff2"))
    let glyph = font.glyph("中", bold: false, cells: 2)
    if mamsim_freetype_stand_ins_linked() == 1 {
      #expect(Self.isMissingBox(glyph, of: font))
    } else {
      // The box outline: 700 units at 20 pixels per 1000 units.
      #expect(glyph.height == 14 && glyph.width == 10)
    }
  }

  @Test func aColourBitmapGlyphIsDecodedWithLibpngOrABox() throws {
    let font = try Self.font(fallback: Self.fixture("colour-bitmap.ttf"))
    let glyph = font.glyph("中", bold: false, cells: 2)
    if mamsim_freetype_stand_ins_linked() == 1 {
      #expect(Self.isMissingBox(glyph, of: font))
    } else {
      // FreeType turns the 20 × 20 PNG into coverage, not the outline.
      #expect(glyph.height == 20 && glyph.width == 20)
    }
  }

  @Test func theStandardFontsNeedNeitherPNGNorBrotli() throws {
    // The stand-ins are safe because the fonts of RasterFontFiles.standard are plain TrueType or
    // OpenType files: none has an sbix or CBDT table (PNG glyphs) or is WOFF2.
    let files =
      [RasterFontFiles.standard.regular, RasterFontFiles.standard.bold]
      + RasterFontFiles.standard.fallbacks
    for path in files where RasterFontFiles.isReadable(path) {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(!bytes.starts(with: Array("wOF2".utf8)), "\(path) is WOFF2")
      let tags = Self.tableTags(bytes)
      #expect(!tags.isEmpty, "\(path) has no table directory")
      #expect(!tags.contains("sbix") && !tags.contains("CBDT"), "\(path) has PNG glyphs")
    }
  }

  /// The table tags of an sfnt font (each face of a TrueType collection).
  private static func tableTags(_ bytes: [UInt8]) -> Set<String> {
    func u32(_ at: Int) -> Int {
      guard at + 4 <= bytes.count else { return 0 }
      return bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    func u16(_ at: Int) -> Int {
      guard at + 2 <= bytes.count else { return 0 }
      return Int(bytes[at]) << 8 | Int(bytes[at + 1])
    }
    var offsets = [0]
    if bytes.starts(with: Array("ttcf".utf8)) {
      offsets = (0..<min(u32(8), 64)).map { u32(12 + 4 * $0) }
    }
    var tags: Set<String> = []
    for offset in offsets {
      for index in 0..<min(u16(offset + 4), 256) {
        let at = offset + 12 + 16 * index
        guard at + 4 <= bytes.count else { break }
        tags.insert(String(decoding: bytes[at..<at + 4], as: UTF8.self))
      }
    }
    return tags
  }
}
