# Writes macros.swift (50 @Reducer features) and hand.swift (the same, hand-expanded) into the
# current folder, for the compile-cost comparison in docs/benchmarks.md ("Issue 21: macros").
N=50
mac=["import ReducerKit\n"]
hand=["import ReducerKit\n"]
for i in range(N):
    mac.append(f'''
@Reducer
struct Feature{i} {{
  @ObservableState
  struct State: Equatable {{ var count = 0 }}
  enum Action {{ case inc, dec, set(Int) }}
  var body: some Reducer<State, Action> {{
    Reduce {{ state, action in
      switch action {{
      case .inc: state.count += 1
      case .dec: state.count -= 1
      case .set(let value): state.count = value
      }}
      return .none
    }}
  }}
}}
''')
    paths = []
    for name, ty, emb, ext in [("inc","Void",".inc","if case .inc = $0 { return () } else { return nil }"),
                               ("dec","Void",".dec","if case .dec = $0 { return () } else { return nil }"),
                               ("set","Int",".set($0)","if case .set(let v0) = $0 { return v0 } else { return nil }")]:
        paths.append(f'''    var {name}: ReducerKit.AnyCasePath<Action, {ty}> {{
      ReducerKit.AnyCasePath<Action, {ty}>(embed: {{ {emb} }}, extract: {{ {ext} }})
    }}''')
    p="\n".join(paths)
    hand.append(f'''
struct Feature{i} {{
  struct State: Equatable {{ var count = 0 }}
  enum Action {{
    case inc, dec, set(Int)
    struct AllCasePaths: Sendable {{
{p}
    }}
    static var allCasePaths: AllCasePaths {{ AllCasePaths() }}
  }}
  @ReducerKit.ReducerBuilder<Self.State, Self.Action>
  var body: some Reducer<State, Action> {{
    Reduce {{ state, action in
      switch action {{
      case .inc: state.count += 1
      case .dec: state.count -= 1
      case .set(let value): state.count = value
      }}
      return .none
    }}
  }}
}}
extension Feature{i}: ReducerKit.Reducer {{}}
extension Feature{i}.State: ReducerKit.ObservableState {{}}
extension Feature{i}.Action: ReducerKit.CasePathable {{}}
''')
open("macros.swift","w").write("".join(mac))
open("hand.swift","w").write("".join(hand))
