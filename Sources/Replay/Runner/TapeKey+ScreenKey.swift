import Screens
import TerminalUI

extension TapeKey {
  /// The key the app receives when a tape presses this one.
  public var screenKey: Key {
    switch self {
    case .enter: .enter
    case .tab: .tab
    case .space: .character(" ")
    case .backspace: .backspace
    case .delete: .delete
    case .escape: .escape
    case .up: .up
    case .down: .down
    case .left: .left
    case .right: .right
    case .pageUp: .pageUp
    case .pageDown: .pageDown
    case .home: .home
    case .end: .end
    case .shiftTab: .backTab
    case .function(let number): .function(number)
    case .control(let character): .control(character)
    case .alt(let character): .alt(character)
    }
  }

  /// The tape key for a key the app received (the inverse of `screenKey`); nil for characters,
  /// clicks, resizes and function keys past F12, which tapes write otherwise or not at all.
  public init?(screenKey key: Key) {
    switch key {
    case .enter: self = .enter
    case .tab: self = .tab
    case .backTab: self = .shiftTab
    case .backspace: self = .backspace
    case .delete: self = .delete
    case .escape: self = .escape
    case .up: self = .up
    case .down: self = .down
    case .left: self = .left
    case .right: self = .right
    case .pageUp: self = .pageUp
    case .pageDown: self = .pageDown
    case .home: self = .home
    case .end: self = .end
    case .function(let number) where (1...12).contains(number): self = .function(number)
    case .control(let character): self = .control(character)
    case .alt(let character): self = .alt(character)
    default: return nil
    }
  }
}
