import Synchronization

/// What the views of one tape runner draw alike, kept for all of them: the phone's screens
/// drawn (by what they were drawn from) and the sentences wrapped.
///
/// The plays of a runner (every play of a repeated tape, and the tapes of a suite) start new
/// programs, yet mostly show the same sign-in, restart, PIN and app screens at the same size in
/// the same theme; with one cache handed to each play's program, a screen is drawn once a run.
/// Every answer is a function of its key (what the phone's renderer reads), so a picture from
/// the cache equals one drawn afresh (`DrawingCacheTests`, `SharedDrawingCacheTests`). Shared by
/// threads (a replay's jobs), so entries are kept under a lock. Bounded: at most
/// `pictureLimit` pictures and `cellLimit` cells over all of them (the oldest go first, a
/// quarter at a time), and
/// `TextWrapCache.limit` wrapped texts.
public final class DrawingCache: Sendable {
  /// The most phone pictures kept.
  public static let pictureLimit = 48
  /// The most cells kept over all pictures (a 40×26 phone screen is 1,040).
  public static let cellLimit = 65_536
  /// Lines wrapped by the phone's renderer.
  public let wraps = TextWrapCache()
  /// The pictures, oldest first, and how many cells they hold.
  private let pictures = Mutex<(kept: [PhonePicture], cells: Int)>(([], 0))

  /// An empty cache.
  public init() {}

  /// How many pictures are kept (for tests).
  public var pictureCount: Int { pictures.withLock { $0.kept.count } }

  /// How many cells the kept pictures hold (for tests).
  public var cellCount: Int { pictures.withLock { $0.cells } }

  /// The picture drawn for `key`, if one is kept.
  func picture(for key: PhonePicture.Key) -> PhonePicture? {
    pictures.withLock { store in
      store.kept.last { $0.key == key }
    }
  }

  /// Keeps `picture`, dropping the oldest ones when there are too many.
  func keep(_ picture: PhonePicture) {
    let size = picture.cells.width * picture.cells.height
    guard size <= Self.cellLimit else { return }
    // Kept after a miss, so the key is new (or, when two threads drew it at once, kept twice:
    // the newest answers, both alike); the list is not searched again.
    pictures.withLock { store in
      if store.kept.count >= Self.pictureLimit || store.cells + size > Self.cellLimit {
        // The oldest quarter goes at once (or more, for room), so that the rest is moved down
        // once every few pictures rather than at each.
        var drop = 0
        var freed = 0
        while drop < store.kept.count,
          drop < Self.pictureLimit / 4 || store.kept.count - drop >= Self.pictureLimit
            || store.cells - freed + size > Self.cellLimit
        {
          freed += store.kept[drop].cells.width * store.kept[drop].cells.height
          drop += 1
        }
        store.kept.removeFirst(drop)
        store.cells -= freed
      }
      store.kept.append(picture)
      store.cells += size
    }
  }
}
