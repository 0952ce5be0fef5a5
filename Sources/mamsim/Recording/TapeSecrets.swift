import Replay
import SessionEngine

/// What `mamsim record` must not write in clear, and where it shows in what was typed: the
/// scenario's passwords and the app's `ValuesToScrubFromLogging`.
///
/// A password typed anywhere (into the account field, a note) is written as
/// `Password "account"`; a value to scrub becomes a placeholder. Values are looked for in any
/// letter case and may overlap (`Pilot` and `Pilot-Alex`): every character that any occurrence
/// of any of them covers is hidden, so nothing of either is left.
struct TapeSecrets: Sendable {
  /// One stretch of a typed run, by what may be written of it.
  enum Piece: Equatable, Sendable {
    /// Characters that may be written as typed (positions in the run).
    case plain(Range<Int>)
    /// The password of `account`, typed whole.
    case password(Range<Int>, account: String)
    /// Characters that hold a value to scrub, or a password whose account's name is one.
    case hidden(Range<Int>)
  }

  /// What a value to scrub becomes, in the tape as on standard error.
  static let placeholder = LogScrubber.mask

  /// The scenario's accounts and their passwords, if known.
  let passwords: TapePasswords?
  /// The values to scrub, matched by the log's masker, so a tape hides what the log hides.
  private let scrubber: LogScrubber

  /// Secrets of the scenario's `passwords` and the app's `valuesToScrub`.
  init(passwords: TapePasswords?, valuesToScrub: [String] = []) {
    self.passwords = passwords
    scrubber = LogScrubber(values: valuesToScrub)
  }

  /// Whether there is no value to scrub.
  var scrubsNothing: Bool { scrubber.isEmpty }

  /// Which characters of `text` some value to scrub covers.
  func covered(_ text: [Character?]) -> [Bool] {
    scrubber.covered(text)
  }

  /// Whether `text` holds any value to scrub.
  func holdsScrubbedValue(_ text: String) -> Bool {
    covered(text.map { $0 }).contains(true)
  }

  /// `text` with each stretch that values to scrub cover replaced by `<scrubbed>`.
  func mask(_ text: String) -> String {
    guard !scrubber.isEmpty else { return text }
    let characters = Array(text)
    let hidden = covered(characters)
    var result = ""
    for (index, character) in characters.enumerated() {
      if !hidden[index] {
        result.append(character)
      } else if index == 0 || !hidden[index - 1] {
        result += Self.placeholder
      }
    }
    return result
  }

  /// The name a tape may give the account whose password is `password`, one that holds no
  /// value to scrub; nil when no account has it or each of its names holds one.
  func account(withPassword password: String) -> String? {
    passwords?.names(withPassword: password).first { !holdsScrubbedValue($0) }
  }

  /// `run` (nil for a character that is already a stand-in, a PIN's) cut into what may be
  /// written, what is a password, and what must be hidden.
  func pieces(of run: [Character?]) -> [Piece] {
    enum Mark: Equatable {
      case plain
      case password(start: Int, account: String)
      case hidden
    }
    var marks = Array(repeating: Mark.plain, count: run.count)
    for password in passwords?.passwords ?? [] {
      let wanted = Array(password)
      guard wanted.count <= run.count else { continue }
      var start = 0
      while start + wanted.count <= run.count {
        let span = start..<(start + wanted.count)
        guard span.allSatisfy({ marks[$0] == .plain }),
          zip(run[span], wanted).allSatisfy({ $0 == $1 })
        else {
          start += 1
          continue
        }
        let mark = account(withPassword: password).map { Mark.password(start: start, account: $0) }
        for index in span { marks[index] = mark ?? .hidden }
        start = span.upperBound
      }
    }
    for (index, isCovered) in covered(run).enumerated() where isCovered && marks[index] == .plain {
      marks[index] = .hidden
    }
    var pieces: [Piece] = []
    var start = 0
    while start < run.count {
      var end = start + 1
      while end < run.count, marks[end] == marks[start] { end += 1 }
      switch marks[start] {
      case .plain: pieces.append(.plain(start..<end))
      case .hidden: pieces.append(.hidden(start..<end))
      case .password(_, let account): pieces.append(.password(start..<end, account: account))
      }
      start = end
    }
    return pieces
  }
}
