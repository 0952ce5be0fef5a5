#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The font files GIF, PNG and video recordings draw with: DejaVu Sans Mono from Debian's
/// `fonts-dejavu-core`, and, for characters it lacks (Chinese, for one), the first fallback
/// font installed.
public struct RasterFontFiles: Equatable, Sendable {
  /// The regular monospace face.
  public var regular: String
  /// The bold monospace face (the regular one is used when it is missing).
  public var bold: String
  /// Faces tried in order for a character the monospace faces lack; missing files are skipped.
  public var fallbacks: [String]

  /// The Debian package that installs `regular` and `bold`.
  public static let fontPackage = "fonts-dejavu-core"

  /// Debian's DejaVu Sans Mono, then DejaVu Sans and the CJK fonts Debian packages
  /// (`fonts-noto-cjk`, `fonts-droid-fallback`, `fonts-wqy-microhei`, `fonts-wqy-zenhei`,
  /// `fonts-arphic-uming`) as fallbacks.
  public static let standard = RasterFontFiles(
    regular: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
    bold: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf",
    fallbacks: [
      "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
      "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
      "/usr/share/fonts/opentype/noto/NotoSansMonoCJK-Regular.ttc",
      "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
      "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
      "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
      "/usr/share/fonts/truetype/arphic/uming.ttc",
    ])

  /// Creates a set of font files.
  public init(regular: String, bold: String, fallbacks: [String]) {
    self.regular = regular
    self.bold = bold
    self.fallbacks = fallbacks
  }

  /// Why recordings cannot be drawn with these files (the regular face is not a readable
  /// file), in a sentence naming the package to install; nil when they can.
  public var problem: String? {
    guard access(regular, R_OK) == 0 else {
      return "the font \(regular) is missing, and GIF, PNG and video recordings are drawn with "
        + "it: install the Debian package \(Self.fontPackage) (apt-get install "
        + "\(Self.fontPackage))"
    }
    return nil
  }

  /// Whether a file exists and can be read at `path`.
  static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }
}
