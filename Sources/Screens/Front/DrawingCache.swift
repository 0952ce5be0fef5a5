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
/// `TextWrapCache.limit` wrapped texts. A tape runner keeps many pictures, since its plays show
/// the same screens again and again; an interactive session keeps a few (`interactive()`), since
/// a person typing makes a new picture a key and comes back to only the last few screens.
public final class DrawingCache: Sendable {
  /// The most phone pictures a tape runner's cache keeps.
  public static let defaultPictureLimit = 48
  /// The most cells a tape runner's cache keeps over all pictures (a 40×26 phone screen is 1,040).
  public static let defaultCellLimit = 65_536
  /// The most phone pictures kept.
  public let pictureLimit: Int
  /// The most cells kept over all pictures.
  public let cellLimit: Int
  /// Lines wrapped by the phone's renderer.
  public let wraps = TextWrapCache()
  /// The pictures, oldest first, and how many cells they hold.
  private let pictures = Mutex<(kept: [PhonePicture], cells: Int)>(([], 0))
  /// The most blank outlined frames kept (one a terminal size seen).
  static let outlinedLimit = 4
  /// Blank frames with the phone's outline drawn, by layout, oldest first.
  private let outlines = Mutex<[(layout: Layout, buffer: CellBuffer)]>([])
  /// The status lines made so far, one cache a string table the views sharing this cache use.
  private let statusLines = Mutex<[SharedStatusLines]>([])
  /// The most string tables whose status lines are kept.
  static let statusTableLimit = 4
  /// The side panel's event lines made so far, for every view of this cache.
  let eventLines = SharedEventLines()
  /// Lines of text drawn alone on a blank row, with what each was drawn from, oldest first.
  private let lines = Mutex<[(key: LineKey, row: CellBuffer)]>([])
  /// The most lines kept (the oldest quarter goes when full).
  static let lineLimit = 64

  /// What a line drawn alone is drawn from.
  private struct LineKey: Equatable {
    /// The text's length in bytes, compared before the text (a native string knows it).
    var length: Int
    var width: Int
    var style: CellStyle
    var text: String
  }

  /// An empty cache keeping at most `pictureLimit` pictures and `cellLimit` cells (at least one
  /// picture and no negative count).
  public init(pictureLimit: Int = defaultPictureLimit, cellLimit: Int = defaultCellLimit) {
    self.pictureLimit = max(1, pictureLimit)
    self.cellLimit = max(0, cellLimit)
  }

  /// A cache for one person's session: the last 8 pictures, at most 8,192 cells (about 0.2 MB
  /// where a runner's cache holds up to 1.3 MB, which the interactive front would fill with a
  /// picture per key typed into a form).
  public static func interactive() -> DrawingCache {
    DrawingCache(pictureLimit: 8, cellLimit: 8_192)
  }

  /// How many pictures are kept (for tests).
  public var pictureCount: Int { pictures.withLock { $0.kept.count } }

  /// How many cells the kept pictures hold (for tests).
  public var cellCount: Int { pictures.withLock { $0.cells } }

  /// A blank grid of `layout`'s size with the phone's outline drawn: kept from an earlier call
  /// for the same layout, else drawn (outside the lock) and kept, the oldest of
  /// `outlinedLimit` going first.
  func outlinedBlank(_ layout: Layout) -> CellBuffer {
    if let kept = outlines.withLock({ list in list.last { $0.layout == layout }?.buffer }) {
      return kept
    }
    let buffer = Self.drawOutlinedBlank(layout)
    outlines.withLock { list in
      if list.count >= Self.outlinedLimit { list.removeFirst() }
      list.append((layout, buffer))
    }
    return buffer
  }

  /// A blank grid of `layout`'s size with the phone's outline drawn, drawn now.
  static func drawOutlinedBlank(_ layout: Layout) -> CellBuffer {
    var buffer = CellBuffer(size: layout.size)
    PhoneFrame.draw(layout.phoneFrame, into: &buffer)
    return buffer
  }

  /// The status lines made in `strings`, shared by every view of this cache drawing in the same
  /// words (a runner's plays make the same few lines again and again). Looked up once a view:
  /// the tables are compared whole, the oldest of `statusTableLimit` going first.
  func statusLines(for strings: StringTable) -> SharedStatusLines {
    statusLines.withLock { list in
      if let kept = list.last(where: { $0.strings == strings }) { return kept }
      let made = SharedStatusLines(strings: strings)
      if list.count >= Self.statusTableLimit { list.removeFirst() }
      list.append(made)
      return made
    }
  }

  /// A blank row `width` cells wide with `text`, cut to fit, put at its start in `style`
  /// (what `drawLine(_:style:width:)` draws), kept from an earlier call with the same inputs.
  func line(_ text: String, style: CellStyle, width: Int) -> CellBuffer {
    let key = LineKey(length: text.utf8.count, width: width, style: style, text: text)
    if let kept = lines.withLock({ $0.last { $0.key == key }?.row }) { return kept }
    let row = Self.drawLine(text, style: style, width: width)
    lines.withLock { kept in
      if kept.count >= Self.lineLimit { kept.removeFirst(Self.lineLimit / 4) }
      kept.append((key, row))
    }
    return row
  }

  /// A blank row `width` cells wide with `text`, cut to `width` columns, put at its start in
  /// `style`, drawn now.
  static func drawLine(_ text: String, style: CellStyle, width: Int) -> CellBuffer {
    var row = CellBuffer(width: width, height: 1)
    row.put(TextWrap.truncate(text, width: width), x: 0, y: 0, style: style, maxWidth: width)
    return row
  }

  /// The picture drawn for `key`, if one is kept.
  func picture(for key: PhonePicture.Key) -> PhonePicture? {
    pictures.withLock { store in
      store.kept.last { $0.key == key }
    }
  }

  /// Keeps `picture`, dropping the oldest ones when there are too many.
  func keep(_ picture: PhonePicture) {
    let size = picture.cells.width * picture.cells.height
    guard size <= cellLimit else { return }
    // Kept after a miss, so the key is new (or, when two threads drew it at once, kept twice:
    // the newest answers, both alike); the list is not searched again.
    pictures.withLock { store in
      if store.kept.count >= pictureLimit || store.cells + size > cellLimit {
        // The oldest quarter goes at once (or more, for room), so that the rest is moved down
        // once every few pictures rather than at each.
        var drop = 0
        var freed = 0
        while drop < store.kept.count,
          drop < max(1, pictureLimit / 4) || store.kept.count - drop >= pictureLimit
            || store.cells - freed + size > cellLimit
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
