/// The first 100 bytes of an SQLite database file, read without SQLite: whether the file is an
/// SQLite database at all, whose it is (its application id) and whether it is shorter than its
/// header says (a truncated file).
struct SQLiteFileHeader: Equatable {
  /// The length of the header.
  static let length = 100
  /// The 16 bytes every SQLite database file starts with.
  static let magic = Array("SQLite format 3".utf8) + [0]

  /// The page size in bytes.
  var pageSize: Int
  /// `PRAGMA application_id`.
  var applicationID: Int64
  /// The database's size in pages as the header gives it, or nil when the header does not vouch
  /// for it (a file written by an SQLite before 3.7.0).
  var pageCount: Int?

  /// The header in `bytes` (a file's start), or nil when they are not one: shorter than a header,
  /// not starting as an SQLite database does, or with a page size SQLite never writes.
  init?(_ bytes: [UInt8]) {
    guard bytes.count >= Self.length, Array(bytes.prefix(Self.magic.count)) == Self.magic else {
      return nil
    }
    func number(at offset: Int, width: Int) -> Int {
      bytes[offset..<offset + width].reduce(0) { $0 << 8 | Int($1) }
    }
    let size = number(at: 16, width: 2)
    pageSize = size == 1 ? 65_536 : size
    guard pageSize >= 512, pageSize & (pageSize - 1) == 0 else { return nil }
    applicationID = Int64(Int32(truncatingIfNeeded: number(at: 68, width: 4)))
    // The size at 28 counts only when the change counter at 24 matches the one at 92.
    let counted = number(at: 24, width: 4) == number(at: 92, width: 4)
    let pages = number(at: 28, width: 4)
    pageCount = counted && pages > 0 ? pages : nil
  }

  /// Whether a file of `fileSize` bytes holds every page this header counts.
  func isWhole(fileSize: Int) -> Bool {
    fileSize >= pageSize && fileSize % pageSize == 0 && fileSize >= (pageCount ?? 0) * pageSize
  }
}
