/// The lines `TextWrap` gave for each text and width asked before, so that a screen drawn again
/// (a key typed, the focus moved, the clock ticked) does not wrap its sentences again.
///
/// A function of its inputs: every answer equals `TextWrap`'s (`TextWrapCacheTests` compares
/// them). Kept by one view and used by one thread at a time; at most `limit` texts are kept, and
/// when it is full it starts over.
public final class TextWrapCache {
  /// The most texts kept at once.
  public static let limit = 256
  /// The lines by measure (a width, with or without orphans; a view uses one or two), then by
  /// text. (A short list of measures and dictionaries keyed by `String` only: a dictionary with
  /// a key type the program had not used yet cost the first picture a search of every
  /// conformance in the binary, 0.3 M instructions.)
  private var entries: [(width: Int, withoutOrphan: Bool, lines: [String: [String]])] = []
  /// How many texts are kept, over all measures.
  private var kept = 0

  /// An empty cache.
  public init() {}

  /// How many texts are kept (for tests).
  public var count: Int { kept }

  /// `TextWrap.linesWithoutOrphan(text, width:)` when `withoutOrphan`, else
  /// `TextWrap.lines(text, width:)`.
  public func lines(_ text: String, width: Int, withoutOrphan: Bool) -> [String] {
    var index = entries.firstIndex { $0.width == width && $0.withoutOrphan == withoutOrphan }
    if let index, let lines = entries[index].lines[text] { return lines }
    let lines =
      withoutOrphan
      ? TextWrap.linesWithoutOrphan(text, width: width) : TextWrap.lines(text, width: width)
    if kept >= Self.limit {
      entries.removeAll()
      kept = 0
      index = nil
    }
    if index == nil {
      entries.append((width, withoutOrphan, [:]))
      index = entries.count - 1
    }
    if let index { entries[index].lines[text] = lines }
    kept += 1
    return lines
  }
}
