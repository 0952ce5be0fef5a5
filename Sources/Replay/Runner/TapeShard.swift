/// One of N parts of a set of tapes (`replay --shard K/N`), for spreading a suite over CI jobs.
///
/// The split is by file and depends only on the set of tapes, never on the order they are
/// given in: the paths are normalized (`./a/../b.tape` is `b.tape`), duplicates dropped, sorted
/// by their UTF-8 bytes, and dealt out in turn, the first to shard 1, the second to shard 2, and
/// so on. So the N shards together play every tape exactly once, and their sizes differ by one
/// at most.
public struct TapeShard: Equatable, Sendable, CustomStringConvertible {
  /// Which part, from 1 to `count`.
  public let index: Int
  /// How many parts.
  public let count: Int

  /// Shard `index` of `count`, or `nil` unless 1 ≤ index ≤ count.
  public init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// The shard written as `K/N` (two whole numbers, 1 ≤ K ≤ N), or `nil`.
  public init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
      let index = Int(parts[0]), let count = Int(parts[1])
    else { return nil }
    self.init(index: index, count: count)
  }

  /// `K/N`.
  public var description: String { "\(index)/\(count)" }

  /// The tapes of `paths` that belong to this shard, in the order given (each path once).
  public func select(_ paths: [String]) -> [String] {
    let unique = Set(paths.map(TapePath.normalize))
    let sorted = unique.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var mine = Set<String>()
    for (offset, path) in sorted.enumerated() where offset % count == index - 1 {
      mine.insert(path)
    }
    var seen = Set<String>()
    return paths.filter { path in
      let normalized = TapePath.normalize(path)
      return mine.contains(normalized) && seen.insert(normalized).inserted
    }
  }
}
