select string_agg(u.id::text || '|' || coalesce(u.name,'') || '|' || coalesce(u.rank,''), E'\n') as j from users u where u.company_id = $COMPANY and u.role = 'security_guard'
