print("render: arriving with issue #2")
