/// The lines `TextWrap` gave for each text and width asked before, so that a screen drawn again
/// (a key typed, the focus moved, the clock ticked) does not wrap its sentences again.
///
/// A function of its inputs: every answer equals `TextWrap`'s (`TextWrapCacheTests` compares
/// them). Kept by one view and used by one thread at a time; at most `limit` texts are kept, and
/// when it is full it starts over.
public final class TextWrapCache {
  /// The most texts kept at once.
  public static let limit = 256
  /// The lines by measure (`width * 2`, plus 1 without orphans), then by text. (Keyed by
  /// standard types only: a key type of its own would cost the first picture a conformance
  /// search of the whole binary when its dictionary is first made.)
  private var entries: [Int: [String: [String]]] = [:]
  /// How many texts are kept, over all measures.
  private var kept = 0

  /// An empty cache.
  public init() {}

  /// How many texts are kept (for tests).
  public var count: Int { kept }

  /// `TextWrap.linesWithoutOrphan(text, width:)` when `withoutOrphan`, else
  /// `TextWrap.lines(text, width:)`.
  public func lines(_ text: String, width: Int, withoutOrphan: Bool) -> [String] {
    let measure = width &* 2 &+ (withoutOrphan ? 1 : 0)
    if let lines = entries[measure]?[text] { return lines }
    let lines =
      withoutOrphan
      ? TextWrap.linesWithoutOrphan(text, width: width) : TextWrap.lines(text, width: width)
    if kept >= Self.limit {
      entries.removeAll()
      kept = 0
    }
    entries[measure, default: [:]][text] = lines
    kept += 1
    return lines
  }
}
