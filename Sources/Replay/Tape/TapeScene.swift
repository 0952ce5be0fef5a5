/// A scene of a tape: where `mamsim present` stops, with the title and caption it shows there.
public struct TapeScene: Equatable, Hashable, Sendable {
  /// The most characters a scene's title may have (it fits one row beside the scene count).
  public static let maximumTitleLength = 60
  /// The most characters a scene's caption may have.
  public static let maximumCaptionLength = 160

  /// The scene's title, never empty.
  public var title: String
  /// A sentence about the scene, if the tape gives one.
  public var caption: String?

  /// A scene titled `title`, with `caption`.
  public init(title: String, caption: String? = nil) {
    self.title = title
    self.caption = caption
  }

  /// The line a tape writes for it, e.g. `Scene "A copy refused" "Corporate text stays in"`.
  public var tapeLine: String {
    "Scene \(TapeQuoting.quoted(title))" + (caption.map { " " + TapeQuoting.quoted($0) } ?? "")
  }
}
