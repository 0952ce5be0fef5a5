/// The lines `TextWrap` gave for each text and width asked before, so that a screen drawn again
/// (a key typed, the focus moved, the clock ticked) does not wrap its sentences again.
///
/// A function of its inputs: every answer equals `TextWrap`'s (`TextWrapCacheTests` compares
/// them). Kept by one view and used by one thread at a time; at most `limit` texts are kept, and
/// when it is full it starts over.
public final class TextWrapCache {
  /// What a set of lines was made for.
  private struct Key: Hashable {
    var text: String
    var width: Int
    var withoutOrphan: Bool
  }

  /// The most texts kept at once.
  public static let limit = 256
  private var entries: [Key: [String]] = [:]

  /// An empty cache.
  public init() {}

  /// How many texts are kept (for tests).
  public var count: Int { entries.count }

  /// `TextWrap.linesWithoutOrphan(text, width:)` when `withoutOrphan`, else
  /// `TextWrap.lines(text, width:)`.
  public func lines(_ text: String, width: Int, withoutOrphan: Bool) -> [String] {
    let key = Key(text: text, width: width, withoutOrphan: withoutOrphan)
    if let lines = entries[key] { return lines }
    let lines =
      withoutOrphan
      ? TextWrap.linesWithoutOrphan(text, width: width) : TextWrap.lines(text, width: width)
    if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
    entries[key] = lines
    return lines
  }
}
