/// The JSON path of the value ``ConfigReader`` is reading, made into text only when a problem
/// names it.
///
/// The reader hands a path to every member it reads (about ten a snap point). Built as text
/// (`snapPoints[12].keyframe.cornerRadius`, one allocated and copied string per member), the
/// paths were about half of reading a 1 024-point config, and almost none is ever printed.
/// A path here is its last step and a reference to its parent's path: the members of one
/// object (or the elements of one array) share one parent, made once per object read.
struct ReadPath: ExpressibleByStringLiteral, CustomStringConvertible {
  /// A path's parent, shared by the paths of its members.
  final class Parent {
    let path: ReadPath

    init(_ path: ReadPath) {
      self.path = path
    }

    /// The path of the member `key` of the object at ``path``.
    func key(_ key: String) -> ReadPath { ReadPath(parent: self, step: .key(key)) }

    /// The path of the element at `index` of the array at ``path``.
    func index(_ index: Int) -> ReadPath { ReadPath(parent: self, step: .index(index)) }
  }

  private enum Step {
    /// The path a reading starts at, as text (empty for the document).
    case root(String)
    case key(String)
    case index(Int)
  }

  private let parent: Parent?
  private let step: Step

  private init(parent: Parent?, step: Step) {
    self.parent = parent
    self.step = step
  }

  /// A path given as text, where a reading starts.
  init(_ text: String) {
    self.init(parent: nil, step: .root(text))
  }

  init(stringLiteral text: String) {
    self.init(text)
  }

  /// True for the document itself (the empty path).
  var isEmpty: Bool {
    if parent == nil, case .root(let text) = step { return text.isEmpty }
    return false
  }

  /// The path as ``JSONPath`` writes it (`snapPoints[2].layout.height`).
  var description: String {
    var steps: [Step] = []
    var cursor: ReadPath? = self
    while let path = cursor {
      steps.append(path.step)
      cursor = path.parent?.path
    }
    var text = ""
    for step in steps.reversed() {
      switch step {
      case .root(let root): text = root
      case .key(let key): text = JSONPath.key(text, key)
      case .index(let index): text = JSONPath.index(text, index)
      }
    }
    return text
  }
}

extension JSONPath {
  /// The path of a member of the object at `base` (a parent made for it alone: a reader of
  /// many members shares one, ``ReadPath/Parent``).
  static func key(_ base: ReadPath, _ key: String) -> ReadPath {
    ReadPath.Parent(base).key(key)
  }

  /// The path of an element of the array at `base`.
  static func index(_ base: ReadPath, _ index: Int) -> ReadPath {
    ReadPath.Parent(base).index(index)
  }

  /// `relative` (a path inside the value at `base`) as a path from the root.
  static func join(_ base: ReadPath, _ relative: String) -> String {
    join(base.description, relative)
  }
}
