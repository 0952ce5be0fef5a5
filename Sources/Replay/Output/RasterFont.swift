import CFreeType

/// A monospace font rasterised with FreeType at one pixel size, with a cache of the glyphs drawn
/// so far and fallback faces for characters the monospace faces lack.
///
/// The cell is as wide as the regular face's advance and as tall as its ascender plus its
/// descender, rounded to whole pixels. A font is made for one recording and not shared between
/// threads.
final class RasterFont {
  /// How a glyph is asked for: the cell's text, its weight and how many cells it takes.
  private struct GlyphKey: Hashable {
    var text: String
    var bold: Bool
    var cells: Int
  }

  /// Width of a cell in pixels.
  let cellWidth: Int
  /// Height of a cell in pixels.
  let cellHeight: Int
  /// How far the baseline is below the top of a cell, in pixels.
  let baseline: Int
  /// The font size in pixels.
  let pixelSize: Int
  private let library: OpaquePointer
  private let regular: FT_Face
  private let bold: FT_Face?
  private let fallbacks: [FT_Face]
  private var cache: [GlyphKey: GlyphBitmap] = [:]

  private init(
    library: OpaquePointer, regular: FT_Face, bold: FT_Face?,
    fallbacks: [FT_Face], pixelSize: Int, metrics: (width: Int, height: Int, baseline: Int)
  ) {
    self.library = library
    self.regular = regular
    self.bold = bold
    self.fallbacks = fallbacks
    self.pixelSize = pixelSize
    cellWidth = metrics.width
    cellHeight = metrics.height
    baseline = metrics.baseline
  }

  deinit {
    for face in fallbacks { FT_Done_Face(face) }
    if let bold { FT_Done_Face(bold) }
    FT_Done_Face(regular)
    FT_Done_FreeType(library)
  }

  /// The font of `files` at `pixelSize` pixels, or why it cannot be opened (in a sentence that
  /// names the package to install when the font is missing).
  static func open(files: RasterFontFiles, pixelSize: Int) -> Result<RasterFont, RasterFailure> {
    if let problem = files.problem { return .failure(RasterFailure(problem)) }
    var maybeLibrary: OpaquePointer?
    guard FT_Init_FreeType(&maybeLibrary) == 0, let library = maybeLibrary else {
      return .failure(RasterFailure("FreeType could not start"))
    }
    guard let regular = face(files.regular, library: library, size: pixelSize) else {
      FT_Done_FreeType(library)
      return .failure(
        RasterFailure(
          "the font \(files.regular) cannot be read as a font: reinstall the Debian package "
            + RasterFontFiles.fontPackage))
    }
    let bold = face(files.bold, library: library, size: pixelSize)
    let fallbacks = files.fallbacks.compactMap { face($0, library: library, size: pixelSize) }
    let metrics = regular.pointee.size.pointee.metrics
    let ascender = max(1, Int((metrics.ascender + 63) >> 6))
    let descender = max(0, Int((-metrics.descender + 63) >> 6))
    var width = max(1, pixelSize * 6 / 10)
    let index = FT_Get_Char_Index(regular, FT_ULong(UInt8(ascii: "M")))
    if index != 0, FT_Load_Glyph(regular, index, FT_Int32(mamsim_ft_load_render())) == 0,
      let slot = regular.pointee.glyph
    {
      width = max(1, Int((slot.pointee.advance.x + 32) >> 6))
    }
    return .success(
      RasterFont(
        library: library, regular: regular, bold: bold, fallbacks: fallbacks,
        pixelSize: pixelSize,
        metrics: (width, ascender + descender, ascender)))
  }

  /// The face in the file at `path` at `size` pixels, or nil when it cannot be opened.
  private static func face(_ path: String, library: OpaquePointer, size: Int) -> FT_Face? {
    guard RasterFontFiles.isReadable(path) else { return nil }
    var face: FT_Face?
    guard FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
    guard FT_Set_Pixel_Sizes(face, 0, FT_UInt(size)) == 0 else {
      FT_Done_Face(face)
      return nil
    }
    return face
  }

  /// The glyph of the cell text `text` over `cells` cells: a line drawn to the cell's edges for
  /// the box-drawing characters of `BoxDrawing`, else from the bold face for `bold` text when
  /// there is one, else the regular face, else the first fallback that has it, else a box.
  func glyph(_ text: String, bold isBold: Bool, cells: Int) -> GlyphBitmap {
    let key = GlyphKey(text: text, bold: isBold, cells: cells)
    if let cached = cache[key] { return cached }
    let drawn = render(text, bold: isBold, cells: cells)
    cache[key] = drawn
    return drawn
  }

  private func render(_ text: String, bold isBold: Bool, cells: Int) -> GlyphBitmap {
    guard let scalar = text.unicodeScalars.first else { return .empty }
    if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || scalar == " " {
      return .empty
    }
    if cells == 1, let arms = BoxDrawing.arms(of: scalar) {
      return BoxDrawing.glyph(
        arms, cellWidth: cellWidth, cellHeight: cellHeight, thickness: max(1, pixelSize / 14))
    }
    let code = FT_ULong(scalar.value)
    var faces: [FT_Face] = []
    if isBold, let bold { faces.append(bold) }
    faces.append(regular)
    faces += fallbacks
    for face in faces {
      let index = FT_Get_Char_Index(face, code)
      guard index != 0 else { continue }
      if let glyph = render(index, in: face, cells: cells) { return glyph }
    }
    return .box(cells: cells, cellWidth: cellWidth, cellHeight: cellHeight)
  }

  /// Glyph `index` of `face` rendered as coverage, centred in `cells` cells when its advance is
  /// not one cell's; nil when FreeType cannot render it as 8-bit coverage.
  private func render(_ index: FT_UInt, in face: FT_Face, cells: Int) -> GlyphBitmap? {
    guard FT_Load_Glyph(face, index, FT_Int32(mamsim_ft_load_render())) == 0,
      let slot = face.pointee.glyph
    else { return nil }
    let bitmap = slot.pointee.bitmap
    let rows = Int(bitmap.rows)
    let columns = Int(bitmap.width)
    guard rows > 0, columns > 0 else { return .empty }
    guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue), let source = bitmap.buffer
    else { return nil }
    let pitch = Int(bitmap.pitch)
    var coverage = [UInt8](repeating: 0, count: rows * columns)
    for y in 0..<rows {
      let line = pitch >= 0 ? y * pitch : (rows - 1 - y) * -pitch
      for x in 0..<columns { coverage[y * columns + x] = source[line + x] }
    }
    let advance = Int((slot.pointee.advance.x + 32) >> 6)
    let room = cells * cellWidth
    let shift = face == regular || face == bold ? 0 : (room - advance) / 2
    return GlyphBitmap(
      width: columns, height: rows, left: Int(slot.pointee.bitmap_left) + shift,
      top: baseline - Int(slot.pointee.bitmap_top), coverage: coverage)
  }
}
